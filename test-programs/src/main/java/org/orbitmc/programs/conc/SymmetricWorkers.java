/*
 * Three identical worker threads, started in a loop and never named or asked for their ids, each add one to a shared
 * AtomicInteger twice; main waits for them on a CountDownLatch.
 *
 * Verdict: no errors (main sees 6). The workers run the same code on the same data: with identity symmetry their
 * Thread objects differ only in tid and name, which no code reads, so states that differ by which worker is where
 * are stored once (docs/algorithms.md, "Thread identities").
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;

public class SymmetricWorkers {
    static final AtomicInteger count = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        int workers = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        CountDownLatch done = new CountDownLatch(workers);
        for (int i = 0; i < workers; i++) {
            new Thread(() -> {
                count.incrementAndGet();
                count.incrementAndGet();
                done.countDown();
            }).start();
        }
        done.await();
        assert count.get() == 2 * workers : "lost update: " + count.get();
    }
}
