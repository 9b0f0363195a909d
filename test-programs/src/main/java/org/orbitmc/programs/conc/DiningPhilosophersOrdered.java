/*
 * Dining philosophers with three philosophers that take forks in a global order: first the fork
 * with the lower index, then the one with the higher index (philosopher 2 takes fork 0 before
 * fork 2). Philosopher 0 is the main thread, philosophers 1 and 2 are started threads; each eats once.
 *
 * Verdict: no errors. All threads acquire the fork monitors in increasing index order, so a cycle
 * in the waits-for graph is impossible (the holder of the highest-numbered contended fork can always
 * proceed); every interleaving ends with all three having eaten (ate[i] is written only by
 * philosopher i and read by main after the joins).
 */
package org.orbitmc.programs.conc;

public class DiningPhilosophersOrdered {
    static final Object[] forks = { new Object(), new Object(), new Object() };
    static final boolean[] ate = new boolean[3];

    static void dine(int i) {
        int j = (i + 1) % 3;
        Object first = forks[Math.min(i, j)];
        Object second = forks[Math.max(i, j)];
        synchronized (first) {
            Thread.yield();
            synchronized (second) {
                ate[i] = true;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread p1 = new Thread(() -> dine(1));
        Thread p2 = new Thread(() -> dine(2));
        p1.start();
        p2.start();
        dine(0);
        p1.join();
        p2.join();
        assert ate[0] && ate[1] && ate[2] : "a philosopher did not eat";
    }
}
