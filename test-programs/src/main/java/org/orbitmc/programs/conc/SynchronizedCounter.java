/*
 * Two threads each increment a shared counter twice, each increment (read, yield, write) inside
 * a synchronized block on one lock.
 *
 * Verdict: no errors. The read and the write of one increment are in one critical section, so the
 * four increments are serialized in every interleaving and main, after joining, sees 4.
 */
package org.orbitmc.programs.conc;

public class SynchronizedCounter {
    static final Object lock = new Object();
    static int count;

    static void work() {
        for (int i = 0; i < 2; i++) {
            synchronized (lock) {
                int c = count;
                Thread.yield();
                count = c + 1;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SynchronizedCounter::work);
        Thread t2 = new Thread(SynchronizedCounter::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 4 : "lost update: " + count;
    }
}
