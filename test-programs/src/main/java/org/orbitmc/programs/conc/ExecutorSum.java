/*
 * An ExecutorService with a fixed pool of two threads computes 1 and 2 in two tasks; main sums the
 * futures and shuts the pool down.
 *
 * Verdict: no errors. Future.get() blocks until its task has completed, so the sum is 3 in every
 * interleaving; shutdown() lets the idle pool threads leave their queue take() (it interrupts idle
 * workers, and a worker that looks for work after shutdown finds the pool shut down and the queue
 * empty), so all threads terminate.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorSum {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Future<Integer> a = pool.submit(() -> 1);
            Future<Integer> b = pool.submit(() -> 2);
            int sum = a.get() + b.get();
            assert sum == 3 : "sum " + sum;
        } finally {
            pool.shutdown();
        }
    }
}
