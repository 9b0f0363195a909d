/*
 * A one-slot buffer guarded by its monitor, with `while` loops around wait() and notifyAll(). The
 * main thread produces two items (1 and 2); two consumer threads take one each.
 *
 * Verdict: no errors. Every change of the slot wakes all waiters, and every woken thread re-checks
 * its condition, so a waiter is never left asleep while its condition holds: if the slot is full a
 * consumer that has not yet taken is runnable or will be, if it is empty and an item remains the
 * producer is. Two puts and two takes always complete; the consumers get 1 and 2 in some order.
 */
package org.orbitmc.programs.conc;

public class BoundedBufferNotifyAll {
    static final class Buffer {
        private boolean full;
        private int value;

        synchronized void put(int v) throws InterruptedException {
            while (full) {
                wait();
            }
            value = v;
            full = true;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            notifyAll();
            return value;
        }
    }

    static final Buffer buffer = new Buffer();
    static final int[] got = new int[2];

    static void consume(int i) {
        try {
            got[i] = buffer.take();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // nobody interrupts
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread c1 = new Thread(() -> consume(0));
        Thread c2 = new Thread(() -> consume(1));
        c1.start();
        c2.start();
        buffer.put(1);
        buffer.put(2);
        c1.join();
        c2.join();
        assert got[0] + got[1] == 3 : "consumers got " + got[0] + " and " + got[1];
    }
}
