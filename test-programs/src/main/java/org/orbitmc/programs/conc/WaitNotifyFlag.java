/*
 * The fixed LostWakeup: main publishes a value and sets a condition flag under the monitor before
 * notifying; the worker waits in a `while (!ready)` loop.
 *
 * Verdict: no errors. If main notifies first, the worker sees ready == true and never waits; if the
 * worker waits first, it is in the wait set when main notifies. Either way it reads 42 and terminates.
 */
package org.orbitmc.programs.conc;

public class WaitNotifyFlag {
    static final Object lock = new Object();
    static boolean ready;
    static int data;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!ready) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e); // nobody interrupts
                }
                seen = data;
            }
        });
        worker.start();
        synchronized (lock) {
            data = 42;
            ready = true;
            lock.notify();
        }
        worker.join();
        assert seen == 42 : "worker saw " + seen;
    }
}
