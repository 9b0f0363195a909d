/*
 * Producer-consumer on an (unbounded) LinkedBlockingQueue: two producer threads put one item each
 * (1 and 2), main takes two.
 *
 * Verdict: no errors. Two puts and two takes: take() blocks only while the queue is empty and a
 * producer still has to put, so every interleaving terminates and main gets 1 and 2 in some order.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class LinkedBlockingQueueTwoProducers {
    static final BlockingQueue<Integer> queue = new LinkedBlockingQueue<>();

    static void produce(int v) {
        try {
            queue.put(v);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e); // nobody interrupts
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread p1 = new Thread(() -> produce(1));
        Thread p2 = new Thread(() -> produce(2));
        p1.start();
        p2.start();
        int sum = queue.take() + queue.take();
        p1.join();
        p2.join();
        assert sum == 3 : "sum " + sum;
    }
}
