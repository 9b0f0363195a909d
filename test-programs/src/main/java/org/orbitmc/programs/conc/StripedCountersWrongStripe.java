/*
 * As StripedCounters, but one worker takes the wrong stripe's lock for counter 3.
 *
 * Verdict: assertion failure. The two workers' updates of counter 3 hold different locks: a lost update. Counter 3's
 * guard has no candidate left at the second worker's access, which refines; the search then finds the lost update.
 */
package org.orbitmc.programs.conc;

public class StripedCountersWrongStripe {
    static final int COUNTERS = 4;
    static final Object[] LOCKS = {new Object(), new Object()};
    static final int[] COUNTS = new int[COUNTERS];

    static void add(int i, int stripe) {
        synchronized (LOCKS[stripe]) {
            COUNTS[i] += 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> {
            for (int i = 0; i < COUNTERS; i++) {
                add(i, i % 2);
            }
        });
        Thread b = new Thread(() -> {
            for (int i = 0; i < COUNTERS; i++) {
                add(i, i == 3 ? 0 : i % 2); // the bug: counter 3 belongs to stripe 1
            }
        });
        a.start();
        b.start();
        a.join();
        b.join();
        for (int i = 0; i < COUNTERS; i++) {
            assert COUNTS[i] == 2 : "counter " + i + " == " + COUNTS[i];
        }
    }
}
