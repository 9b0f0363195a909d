/*
 * The classic lock-order inversion: a worker takes monitor A then B, main takes B then A.
 *
 * Verdict: errors (deadlock). Interleaving: the worker enters A, main enters B; the worker blocks on
 * B and main blocks on A. (If either thread takes both monitors before the other takes its first,
 * everything terminates.)
 */
package org.orbitmc.programs.conc;

public class TwoLocksDeadlock {
    static final Object a = new Object();
    static final Object b = new Object();
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (a) {
                Thread.yield();
                synchronized (b) {
                    shared++;
                }
            }
        });
        worker.start();
        synchronized (b) {
            Thread.yield();
            synchronized (a) {
                shared++;
            }
        }
        worker.join();
        assert shared == 2 : "shared " + shared;
    }
}
