/*
 * A counter whose value is guarded by a ReentrantLock in one of its final fields; two workers add to it twice each and
 * main checks the total after joining them.
 *
 * Verdict: no errors. Every access to the value holds the lock's synchronizer, named from the counter by two final
 * fields (the lock expression `ReentrantLockFieldCounter.lock>ReentrantLock.sync#s`), so no access to the value is a
 * scheduling point.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockFieldCounter {
    private final ReentrantLock lock = new ReentrantLock();
    private int value;

    void add(int n) {
        lock.lock();
        try {
            value += n;
        } finally {
            lock.unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        ReentrantLockFieldCounter counter = new ReentrantLockFieldCounter();
        Runnable work = () -> {
            counter.add(1);
            counter.add(2);
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        assert counter.value == 6 : "lost an update: " + counter.value;
    }
}
