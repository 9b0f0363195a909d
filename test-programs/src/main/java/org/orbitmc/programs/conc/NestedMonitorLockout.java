/*
 * Nested monitor lockout: the waiter takes OUTER then INNER and waits on OUTER, which releases OUTER but keeps INNER;
 * the notifier takes OUTER, then blocks on INNER, and never notifies. INNER is always entered under OUTER, yet a thread
 * can hold it without OUTER: lock discipline must not trust INNER's acquisitions to be free.
 *
 * Verdict: deadlock.
 */
package org.orbitmc.programs.conc;

public class NestedMonitorLockout {
    static final Object OUTER = new Object();
    static final Object INNER = new Object();
    static boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (OUTER) {
                synchronized (INNER) {
                    while (!ready) {
                        try {
                            OUTER.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        });
        waiter.start();
        synchronized (OUTER) {
            synchronized (INNER) {
                ready = true;
                OUTER.notifyAll();
            }
        }
        waiter.join();
    }
}
