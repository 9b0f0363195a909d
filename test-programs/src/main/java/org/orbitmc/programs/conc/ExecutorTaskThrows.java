/*
 * An ExecutorService with a fixed pool of two threads runs two tasks; the second throws. The future
 * stores the exception, and Future.get() in main throws ExecutionException, which main does not
 * catch (the pool is shut down in a finally block first, so the pool threads terminate).
 *
 * Verdict: errors (uncaught-exception), in every interleaving: the task always throws, the pool
 * thread does not see the exception (FutureTask catches it), and main's b.get() always throws
 * ExecutionException out of main.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

public class ExecutorTaskThrows {
    public static void main(String[] args) throws InterruptedException, ExecutionException {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Callable<Integer> ok = () -> 1;
            Callable<Integer> failing = () -> {
                throw new IllegalStateException("task failed");
            };
            Future<Integer> a = pool.submit(ok);
            Future<Integer> b = pool.submit(failing);
            int sum = a.get() + b.get(); // b.get() throws ExecutionException
            assert sum == 3 : "sum " + sum;
        } finally {
            pool.shutdown();
        }
    }
}
