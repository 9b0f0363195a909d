/*
 * A worker thread throws an exception it does not catch; main joins it and completes normally.
 *
 * Verdict: errors (uncaught-exception), in every interleaving: the worker always dies with an
 * uncaught IllegalStateException (the default handler prints it; main is unaffected).
 */
package org.orbitmc.programs.conc;

public class UncaughtInWorker {
    static int progress;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            progress = 1;
            throw new IllegalStateException("worker failed");
        });
        worker.start();
        worker.join();
        assert progress == 1 : "worker did not run";
    }
}
