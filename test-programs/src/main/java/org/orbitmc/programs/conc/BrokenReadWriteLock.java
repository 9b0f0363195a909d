/*
 * A hand-rolled readers-writer lock on a monitor whose lockWrite() forgets to wait for active
 * readers (it waits only while another writer is inside). The writer (main) breaks the invariant
 * x == y briefly; a reader thread checks it under the read lock.
 *
 * Verdict: errors (assertion). Interleaving: the reader takes the read lock (readers = 1) and reads
 * x == 0; main's lockWrite() succeeds although a reader is active, main writes x = 1 and y = 1 and
 * unlocks; the reader reads y == 1 and `assert a == b` fails. (No deadlock: only the reader ever
 * waits, while writer == true, and unlockWrite() clears the flag and calls notifyAll().)
 */
package org.orbitmc.programs.conc;

public class BrokenReadWriteLock {
    static final class RwLock {
        private int readers;
        private boolean writer;

        synchronized void lockRead() throws InterruptedException {
            while (writer) {
                wait();
            }
            readers++;
        }

        synchronized void unlockRead() {
            readers--;
            notifyAll();
        }

        synchronized void lockWrite() throws InterruptedException {
            while (writer) { // BUG: must be `while (writer || readers > 0)`
                wait();
            }
            writer = true;
        }

        synchronized void unlockWrite() {
            writer = false;
            notifyAll();
        }
    }

    static final RwLock lock = new RwLock();
    static int x;
    static int y;

    static void pause() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // nobody interrupts
        }
    }

    static void read() {
        try {
            lock.lockRead();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // nobody interrupts
        }
        try {
            int a = x;
            pause(); // widens the window between the two reads
            int b = y;
            assert a == b : "torn read: x=" + a + " y=" + b;
        } finally {
            lock.unlockRead();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(BrokenReadWriteLock::read);
        reader.start();
        Thread.sleep(1); // on a real JVM, lets the reader get inside first; any duration is fine
        lock.lockWrite();
        try {
            x = 1;
            Thread.yield();
            y = 1;
        } finally {
            lock.unlockWrite();
        }
        reader.join();
    }
}
