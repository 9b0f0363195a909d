/*
 * Two identical workers, started in a loop, race to claim a shared AtomicReference with their own Thread; main, after
 * both are done, asserts that the winner's id is even (main is thread 1, so the first worker created has id 2 and the
 * second 3).
 *
 * Verdict: assertion (the second worker can claim first). As WinnerByName, with the id: main's getId() is an
 * observation of Thread.tid, and the search that restarts with ids in the states finds the odd winner.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

public class WinnerById {
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
        long id = winner.get().getId();
        assert id % 2 == 0 : "won by thread " + id;
    }
}
