/*
 * Main, holding a lock, starts a worker and waits 10 ms on the lock; the worker takes the lock once main's wait
 * has released it and waits 5 s on it. Nobody notifies. Each checks that the other's timeout has not come first:
 * main, when its wait ends, that the worker's has not; the worker, when its wait ends, that main's has.
 *
 * Verdict: no errors. Timeouts happen in deadline order: main's wait began (at the moment it released the
 * lock) before the worker's could, and ends 10 ms later; the worker's ends 5 s after it began, and the clock
 * moves only when a timeout happens, so the worker's timeout cannot come first. (Orbit once let timed waits end
 * in thread order, and a 5 s wait ended before a 10 ms one.)
 */
package org.orbitmc.programs.conc;

public class SleepBeforeLongWait {
    static boolean mainWoke;
    static boolean workerWoke;

    public static void main(String[] args) throws InterruptedException {
        Object lock = new Object();
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(5_000);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                assert mainWoke : "the 5 s wait ended before the 10 ms wait";
                workerWoke = true;
            }
        });
        synchronized (lock) {
            worker.start();
            lock.wait(10);
            assert !workerWoke : "the 5 s wait ended before the 10 ms wait";
            mainWoke = true;
        }
        worker.join();
    }
}
