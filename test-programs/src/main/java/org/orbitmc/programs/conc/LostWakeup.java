/*
 * A worker waits on a monitor for a notification, main notifies once; there is no condition flag,
 * so a notification sent while nobody waits is lost.
 *
 * Verdict: errors (deadlock). Interleaving: main starts the worker and enters the monitor first,
 * notify() finds an empty wait set and does nothing; the worker then enters and waits forever,
 * and main blocks forever in join(). (If the worker waits before main notifies, all terminate.)
 */
package org.orbitmc.programs.conc;

public class LostWakeup {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(); // BUG: no condition checked, the notification may already be gone
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e); // nobody interrupts
                }
            }
        });
        worker.start();
        synchronized (lock) {
            lock.notify();
        }
        worker.join();
    }
}
