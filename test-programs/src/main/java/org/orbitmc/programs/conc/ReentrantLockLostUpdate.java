/*
 * Two workers add to a counter object; one takes the counter's ReentrantLock, the other forgets it.
 *
 * Verdict: assertion (an update is lost). The locked worker's accesses first look protected; the unlocked one's
 * access has no lock in common with them, which makes the fields' accesses visible and the search start again.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockLostUpdate {
    static final class Counter {
        final ReentrantLock lock = new ReentrantLock();
        int value;
    }

    public static void main(String[] args) throws InterruptedException {
        Counter c = new Counter();
        Thread locked = new Thread(() -> {
            c.lock.lock();
            try {
                c.value++;
            } finally {
                c.lock.unlock();
            }
        });
        Thread unlocked = new Thread(() -> c.value++);
        locked.start();
        unlocked.start();
        locked.join();
        unlocked.join();
        assert c.value == 2 : "lost update: " + c.value;
    }
}
