/*
 * Readers and a writer on a ReentrantReadWriteLock. The invariant x == y holds whenever no writer is
 * inside; the writer (main) breaks it briefly (x = 1, yield, y = 1) under the write lock, and two
 * reader threads read x and y under the read lock and check the invariant.
 *
 * Verdict: no errors. The write lock excludes readers, so a reader sees either (0, 0) or (1, 1); the
 * two readers may hold the read lock together, which is harmless. All lock/unlock pairs are
 * balanced, so every interleaving terminates.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantReadWriteLock;

public class ReadWriteLockOk {
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int x;
    static int y;

    static void read() {
        rw.readLock().lock();
        try {
            int a = x;
            Thread.yield();
            int b = y;
            assert a == b : "torn read: x=" + a + " y=" + b;
        } finally {
            rw.readLock().unlock();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread r1 = new Thread(ReadWriteLockOk::read);
        Thread r2 = new Thread(ReadWriteLockOk::read);
        r1.start();
        r2.start();
        rw.writeLock().lock();
        try {
            x = 1;
            Thread.yield();
            y = 1;
        } finally {
            rw.writeLock().unlock();
        }
        r1.join();
        r2.join();
    }
}
