/*
 * A Semaphore meant to give exclusive access is created with two permits; two threads each
 * increment a plain counter (read, yield, write) while holding a permit.
 *
 * Verdict: errors (assertion). Interleaving: both threads acquire a permit (two are available), both
 * read count == 0, both write 1; main joins and `assert count == 2` fails.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.Semaphore;

public class SemaphoreTooManyPermits {
    static final Semaphore permit = new Semaphore(2); // BUG: exclusive access needs one permit
    static int count;

    static void use() {
        permit.acquireUninterruptibly();
        try {
            int c = count;
            Thread.yield();
            count = c + 1;
        } finally {
            permit.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SemaphoreTooManyPermits::use);
        Thread t2 = new Thread(SemaphoreTooManyPermits::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
    }
}
