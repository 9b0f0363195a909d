/*
 * N identical workers, started in a loop without keeping their Thread objects, each add one to a counter under the
 * counter's monitor, twice; the last to finish (the one that sees `done` reach N) asserts the total.
 *
 * Verdict: no errors. Usage: SymmetricLockedCounter [N] (default 3). No code reads a thread's id or name, so with identity
 * symmetry the workers are interchangeable and states that differ only in which worker is where are stored once.
 */
package org.orbitmc.programs.conc;

public class SymmetricLockedCounter {
    private int count;
    private int done;

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        SymmetricLockedCounter c = new SymmetricLockedCounter();
        for (int i = 0; i < n; i++) {
            new Thread(() -> {
                for (int k = 0; k < 2; k++) {
                    synchronized (c) {
                        c.count++;
                    }
                }
                synchronized (c) {
                    if (++c.done == n) {
                        assert c.count == 2 * n : "lost update: " + c.count;
                    }
                }
            }).start();
        }
    }
}
