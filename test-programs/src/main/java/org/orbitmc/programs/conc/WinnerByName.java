/*
 * Two identical workers, started in a loop, race to claim a shared AtomicReference with their own Thread; main, after
 * both are done, asserts that the winner is the worker called "Thread-0".
 *
 * Verdict: assertion (the second worker, "Thread-1", can claim first). Which worker won differs only in the winner's
 * name, so with identity symmetry the two outcomes match until main reads the name: that read is an observation of the
 * name, the search starts again with names in the states, and then finds the losing order (docs/algorithms.md,
 * "Thread identities").
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

public class WinnerByName {
    static final AtomicReference<Thread> winner = new AtomicReference<>();

    public static void main(String[] args) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(2);
        for (int i = 0; i < 2; i++) {
            new Thread(() -> {
                winner.compareAndSet(null, Thread.currentThread());
                done.countDown();
            }).start();
        }
        done.await();
        String name = winner.get().getName();
        assert name.equals("Thread-0") : "won by " + name;
    }
}
