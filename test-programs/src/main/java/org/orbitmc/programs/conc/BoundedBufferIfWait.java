/*
 * A one-slot buffer guarded by its monitor with notifyAll(), but the consumer guards its wait()
 * with `if` instead of `while`. The main thread produces two items; two consumer threads take one each.
 *
 * Verdict: errors (assertion). Interleaving: consumers C1 and C2 both find the buffer empty and
 * wait. Main puts 1 and notifyAll() wakes both. C1 re-acquires the monitor first and takes the item.
 * C2 then re-acquires the monitor and, because it does not re-check the condition, continues with
 * an empty buffer: `assert full` in take() fails in C2. (No interleaving deadlocks: a consumer that
 * waits is always woken by the next put, and main waits in put only while an item is in the slot,
 * which a woken or not-yet-started consumer then takes.)
 */
package org.orbitmc.programs.conc;

public class BoundedBufferIfWait {
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
            if (!full) { // BUG: must be `while`
                wait();
            }
            assert full : "consumer woke up to an empty buffer";
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
    }
}
