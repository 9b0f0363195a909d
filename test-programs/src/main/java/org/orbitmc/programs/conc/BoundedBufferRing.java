/*
 * The bounded buffer of Robby et al. 2003, §5.2: a ring of CAPACITY slots, monitor-protected with wait/notifyAll,
 * between P producers and P consumers; each producer puts one item (a fresh object), each consumer takes one.
 *
 * Verdict: no errors. Usage: BoundedBufferRing [P] (producers and consumers each, default 1).
 */
package org.orbitmc.programs.conc;

public class BoundedBufferRing {
    static final class Item {
    }

    private final Object[] slots = new Object[2];
    private int head;
    private int count;

    synchronized void put(Object item) throws InterruptedException {
        while (count == slots.length) {
            wait();
        }
        slots[(head + count) % slots.length] = item;
        count++;
        notifyAll();
    }

    synchronized Object take() throws InterruptedException {
        while (count == 0) {
            wait();
        }
        Object item = slots[head];
        slots[head] = null;
        head = (head + 1) % slots.length;
        count--;
        notifyAll();
        return item;
    }

    public static void main(String[] args) throws InterruptedException {
        int p = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        BoundedBufferRing buffer = new BoundedBufferRing();
        Thread[] threads = new Thread[2 * p];
        for (int i = 0; i < p; i++) {
            threads[i] = new Thread(() -> {
                try {
                    buffer.put(new Item());
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            threads[p + i] = new Thread(() -> {
                try {
                    assert buffer.take() != null;
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assert buffer.count == 0 : "left " + buffer.count;
    }
}
