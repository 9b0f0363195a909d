/*
 * A one-slot buffer guarded by its monitor, with `while` loops around wait() but notify() instead
 * of notifyAll(). The main thread produces two items (1 and 2); two consumer threads take one each.
 *
 * Verdict: errors (deadlock), a lost wake-up. Interleaving: consumer 1 finds the buffer empty and
 * waits; consumer 2 finds it empty and waits (wait set {C1, C2}). Main puts 1 and notify() wakes C1.
 * Main, before C1 re-acquires the monitor, tries to put 2, finds the buffer full and waits (wait set
 * {C2, main}). C1 takes 1 and its notify() wakes C2 (the other consumer, not the producer). C2 finds
 * the buffer empty and waits again. C1 terminates; main and C2 wait forever. (With a FIFO wait set
 * this exact schedule happens; the JLS allows notify() to pick any waiter.)
 */
package org.orbitmc.programs.conc;

public class BoundedBufferNotifyDeadlock {
    static final class Buffer {
        private boolean full;
        private int value;

        synchronized void put(int v) throws InterruptedException {
            while (full) {
                wait();
            }
            value = v;
            full = true;
            notify(); // BUG: may wake a thread that waits for the other condition
        }

        synchronized int take() throws InterruptedException {
            while (!full) {
                wait();
            }
            full = false;
            notify(); // BUG: may wake the other consumer instead of the producer
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
