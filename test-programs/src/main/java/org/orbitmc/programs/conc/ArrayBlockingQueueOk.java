/*
 * Producer-consumer on an ArrayBlockingQueue of capacity 1: a producer thread puts 1 and 2, main
 * takes two items.
 *
 * Verdict: no errors. put() blocks while the queue is full and take() while it is empty, and the
 * numbers match (two puts, two takes), so every interleaving terminates; with one producer the
 * queue is FIFO, so main gets 1 and then 2.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

public class ArrayBlockingQueueOk {
    public static void main(String[] args) throws InterruptedException {
        BlockingQueue<Integer> queue = new ArrayBlockingQueue<>(1);
        Thread producer = new Thread(() -> {
            try {
                queue.put(1);
                queue.put(2);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            }
        });
        producer.start();
        int first = queue.take();
        int second = queue.take();
        producer.join();
        assert first == 1 && second == 2 : "got " + first + ", " + second;
    }
}
