/*
 * A worker waits on a monitor for a condition nobody will set; main interrupts it. The worker wraps
 * the InterruptedException in a RuntimeException and throws it, uncaught, out of run().
 *
 * Verdict: errors (uncaught-exception), in every interleaving: the interrupt reaches the worker either
 * before wait() (wait() throws at once, the status being set) or while it waits, so the worker always
 * dies with an uncaught RuntimeException. Main's join() returns normally.
 */
package org.orbitmc.programs.conc;

public class InterruptRethrown {
    static final Object lock = new Object();
    static boolean done; // never set: only the interrupt ends the wait

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!done) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException("worker interrupted", e); // BUG: nobody catches it
                }
            }
        });
        worker.start();
        worker.interrupt();
        worker.join();
    }
}
