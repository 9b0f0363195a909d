/*
 * Producer-consumer on a LinkedBlockingQueue where the consumer (main) takes one item more than the
 * producer thread puts.
 *
 * Verdict: errors (deadlock), in every interleaving: the producer puts one item and terminates, main
 * takes it and then blocks forever in the second take() on an empty queue that nobody will fill.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

public class BlockingQueueTakeTooMany {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new LinkedBlockingQueue<>();
        Thread producer = new Thread(() -> {
            try {
                queue.put(1);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            }
        });
        producer.start();
        int first = queue.take();
        int second = queue.take(); // BUG: only one item is ever produced
        producer.join();
        assert first + second == 3;
    }
}
