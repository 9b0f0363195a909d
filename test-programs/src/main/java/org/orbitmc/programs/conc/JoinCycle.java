/*
 * Main starts a worker that joins main, and main joins the worker.
 *
 * Verdict: errors (deadlock), in every interleaving: main cannot terminate before the worker
 * terminates and the worker cannot terminate before main terminates; both end up waiting in join().
 */
package org.orbitmc.programs.conc;

public class JoinCycle {
    public static void main(String[] args) throws InterruptedException {
        Thread mainThread = Thread.currentThread();
        Thread worker = new Thread(() -> {
            try {
                mainThread.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            }
        });
        worker.start();
        worker.join();
    }
}
