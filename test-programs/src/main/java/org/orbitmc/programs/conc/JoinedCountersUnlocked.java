/*
 * Two workers add to a counter object under a ReentrantLock; main reads it without the lock, but only after joining
 * both workers.
 *
 * Verdict: no errors. Main's unlocked read cannot run concurrently with the workers' accesses: both have ended. Lock
 * discipline starts an object's history again when every other thread that accessed it has ended, so main's read
 * is no reason to make the workers' accesses visible.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class JoinedCountersUnlocked {
    static final class Counter {
        final ReentrantLock lock = new ReentrantLock();
        int value;
        int updates;
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Runnable add = () -> {
            for (int i = 0; i < 2; i++) {
                c.lock.lock();
                try {
                    c.value += 10;
                    c.updates++;
                } finally {
                    c.lock.unlock();
                }
            }
        };
        Thread a = new Thread(add);
        Thread b = new Thread(add);
        a.start();
        b.start();
        a.join();
        b.join();
        assert c.value == 40 && c.updates == 4 : c.value + " after " + c.updates + " updates";
    }
}
