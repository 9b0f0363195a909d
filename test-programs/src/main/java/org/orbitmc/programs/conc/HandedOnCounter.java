/*
 * Two workers add to one counter, each holding the counter's lock and a ReentrantLock of its own; main starts and
 * joins them.
 *
 * Verdict: no errors. Every access to the counter holds its lock. Once both workers have ended, the order they went in
 * leaves nothing behind but the count: the counter's guard (lock discipline) still names the locks of whichever worker
 * went last, but every thread it names has ended, so its history is over and the state encoding writes it as no guard
 * (LockDiscipline.historyEnded). The two orders then end in one state.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class HandedOnCounter {
    static final class Counter {
        int n;
    }

    static final Counter COUNTER = new Counter();
    static final ReentrantLock MINE = new ReentrantLock();
    static final ReentrantLock YOURS = new ReentrantLock();

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> add(MINE));
        Thread second = new Thread(() -> add(YOURS));
        first.start();
        second.start();
        first.join();
        second.join();
    }

    private static void add(ReentrantLock own) {
        own.lock();
        try {
            synchronized (COUNTER) {
                COUNTER.n++;
                assert COUNTER.n <= 2 : COUNTER.n;
            }
        } finally {
            own.unlock();
        }
    }
}
