/*
 * A worker calls notify() on an object whose monitor it does not hold.
 *
 * Verdict: errors (uncaught-exception), in every interleaving: notify() without owning the monitor
 * throws IllegalMonitorStateException, which the worker does not catch. Main joins normally.
 */
package org.orbitmc.programs.conc;

public class NotifyWithoutLock {
    static final Object lock = new Object();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> lock.notify()); // BUG: not inside synchronized (lock)
        worker.start();
        worker.join();
    }
}
