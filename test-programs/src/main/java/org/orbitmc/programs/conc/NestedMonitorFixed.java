/*
 * Nested monitors done right: the waiter waits on OUTER before it takes INNER, so nobody holds INNER without OUTER;
 * two workers update two counters under INNER, always entered under OUTER.
 *
 * Verdict: no-errors.
 */
package org.orbitmc.programs.conc;

public class NestedMonitorFixed {
    static final Object OUTER = new Object();
    static final Object INNER = new Object();
    static boolean ready;

    /** The counters, in a class of their own: its statics have a guard apart from {@code ready}'s. */
    static final class Counters {
        static int first;
        static int second;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread waiter = new Thread(() -> {
            synchronized (OUTER) {
                while (!ready) {
                    try {
                        OUTER.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                synchronized (INNER) {
                    Counters.first++;
                    Counters.second++;
                }
            }
        });
        Thread worker = new Thread(() -> {
            synchronized (OUTER) {
                synchronized (INNER) {
                    Counters.first++;
                    Counters.second++;
                }
            }
        });
        waiter.start();
        worker.start();
        synchronized (OUTER) {
            synchronized (INNER) {
                ready = true;
                OUTER.notifyAll();
            }
        }
        waiter.join();
        worker.join();
        assert Counters.first == 2 && Counters.second == 2 : "first = " + Counters.first + ", second = " + Counters.second;
    }
}
