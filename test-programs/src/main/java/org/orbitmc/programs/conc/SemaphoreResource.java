/*
 * A Semaphore with one permit protects a resource: two threads each acquire it, check that they are
 * the only user, increment a plain counter (read, yield, write) and release.
 *
 * Verdict: no errors. With one permit the two critical sections never overlap, so inUse is 1 inside
 * and no increment is lost: main sees count == 2 in every interleaving.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.Semaphore;

public class SemaphoreResource {
    static final Semaphore permit = new Semaphore(1);
    static int inUse;
    static int count;

    static void use() {
        permit.acquireUninterruptibly();
        try {
            inUse++;
            assert inUse == 1 : "two users at once";
            int c = count;
            Thread.yield();
            count = c + 1;
            inUse--;
        } finally {
            permit.release();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(SemaphoreResource::use);
        Thread t2 = new Thread(SemaphoreResource::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
    }
}
