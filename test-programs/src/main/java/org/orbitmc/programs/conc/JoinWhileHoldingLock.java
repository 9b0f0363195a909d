/*
 * Main holds a monitor while it starts a worker and joins it; the worker needs the same monitor.
 *
 * Verdict: errors (deadlock), in every interleaving: main holds `lock` from before the worker starts
 * until join() returns, so the worker blocks entering `lock` and never terminates, and main waits in
 * join() forever (join waits on the Thread object, it does not release `lock`).
 */
package org.orbitmc.programs.conc;

public class JoinWhileHoldingLock {
    static final Object lock = new Object();
    static int shared;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                shared++;
            }
        });
        synchronized (lock) {
            worker.start();
            worker.join(); // BUG: joins while holding the lock the worker needs
        }
    }
}
