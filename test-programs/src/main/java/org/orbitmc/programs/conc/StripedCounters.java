/*
 * Striped locking: four counters in one array, counter i guarded by lock i % 2. Two workers each add to every counter
 * under its stripe's lock; main checks the totals after joining them.
 *
 * Verdict: no errors. Every access to counter i holds lock i % 2. The array's one guard has nothing in common left once
 * counters 0 and 1 are written (a refinement splits it); with a guard per element each counter keeps its own stripe's
 * lock as candidate, and no counter access is a scheduling point (the lock operations are).
 */
package org.orbitmc.programs.conc;

public class StripedCounters {
    static final int COUNTERS = 4;
    static final Object[] LOCKS = {new Object(), new Object()};
    static final int[] COUNTS = new int[COUNTERS];

    static void add(int i, int v) {
        synchronized (LOCKS[i % LOCKS.length]) {
            COUNTS[i] += v;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            for (int i = 0; i < COUNTERS; i++) {
                add(i, i + 1);
            }
        };
        Thread a = new Thread(work);
        Thread b = new Thread(work);
        a.start();
        b.start();
        a.join();
        b.join();
        for (int i = 0; i < COUNTERS; i++) {
            assert COUNTS[i] == 2 * (i + 1) : "counter " + i + " == " + COUNTS[i];
        }
    }
}
