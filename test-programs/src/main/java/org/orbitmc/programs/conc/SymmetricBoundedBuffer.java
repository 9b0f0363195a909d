/*
 * BoundedBufferRing's monitor buffer (2 slots, wait/notifyAll) between P identical producers and P identical consumers,
 * started in a loop without keeping their Thread objects; main waits for the consumers on a CountDownLatch.
 *
 * Verdict: no errors. Usage: SymmetricBoundedBuffer [P] (default 1). With identity symmetry the producers are
 * interchangeable among themselves, and so are the consumers.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;

public class SymmetricBoundedBuffer {
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
        SymmetricBoundedBuffer buffer = new SymmetricBoundedBuffer();
        CountDownLatch taken = new CountDownLatch(p);
        for (int i = 0; i < p; i++) {
            new Thread(() -> {
                try {
                    buffer.put(new Object());
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }).start();
            new Thread(() -> {
                try {
                    assert buffer.take() != null;
                    taken.countDown();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }).start();
        }
        taken.await();
        synchronized (buffer) {
            assert buffer.count == 0 : "left " + buffer.count;
        }
    }
}
