/*
 * Main starts a worker that stores a result and reads the result without joining first (it joins
 * only afterwards).
 *
 * Verdict: errors (assertion). Interleaving: main reads result before the worker has run (result is
 * still 0) and `assert r == 42` fails. (If the worker writes first, the assertion holds.)
 */
package org.orbitmc.programs.conc;

public class MissingJoin {
    static int result;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> result = 42);
        worker.start();
        int r = result; // BUG: should join first
        assert r == 42 : "read result before the worker wrote it: " + r;
        worker.join();
    }
}
