/*
 * SCTBench's "reorder" in Java: N writers each set two plain fields, a = 1 then b = -1, and one reader checks
 * that it sees both or neither. The writers are started first, then the reader.
 *
 * Verdict: errors (assertion) for every N >= 1: a writer preempted between its two writes lets the reader see
 * a == 1 and b == 0 (one preemption). Reorder10, Reorder20 and Reorder50 run 10, 20 and 50 threads besides main.
 */
package org.orbitmc.programs.conc;

public class Reorder {
    static int a;
    static int b;

    static void set() {
        a = 1;
        b = -1;
    }

    static void check() {
        int x = a;
        int y = b;
        assert (x == 0 && y == 0) || (x == 1 && y == -1) : "reordered: a = " + x + ", b = " + y;
    }

    /** {@code writers} writer threads and one reader, all joined. */
    static void run(int writers) throws InterruptedException {
        Thread[] threads = new Thread[writers + 1];
        for (int i = 0; i < writers; i++) {
            threads[i] = new Thread(Reorder::set);
        }
        threads[writers] = new Thread(Reorder::check);
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        run(args.length > 0 ? Integer.parseInt(args[0]) : 9);
    }
}
