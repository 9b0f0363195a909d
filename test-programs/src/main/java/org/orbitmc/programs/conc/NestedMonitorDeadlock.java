/*
 * Nested-monitor lockout: a waiter thread holds an outer monitor and waits on an inner one; wait()
 * releases only the inner monitor. Main must take both monitors (outer, then inner) to set the
 * flag and notify.
 *
 * Verdict: errors (deadlock). Interleaving: the waiter enters outer and inner, sees ready == false
 * and waits on inner (still holding outer); main blocks entering outer. Nobody can notify the waiter
 * and the waiter never releases outer. (If main takes outer first, it sets ready and the waiter
 * never waits; everything terminates.)
 */
package org.orbitmc.programs.conc;

public class NestedMonitorDeadlock {
    static final Object outer = new Object();
    static final Object inner = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (outer) {
                synchronized (inner) {
                    try {
                        while (!ready) {
                            inner.wait(); // BUG: still holds outer while waiting
                        }
                    } catch (InterruptedException e) {
                        throw new IllegalStateException(e); // nobody interrupts
                    }
                }
            }
        });
        waiter.start();
        Thread.yield();
        synchronized (outer) {
            synchronized (inner) {
                ready = true;
                inner.notifyAll();
            }
        }
        waiter.join();
    }
}
