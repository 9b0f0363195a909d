/*
 * LockedPairTornRead fixed: the reader reads the pair inside the same lock, so it always sees x == y.
 *
 * Verdict: no errors. Every access to the pair holds the lock: with scheduling points by lock discipline none of
 * them is a scheduling point of its own (the lock operations are).
 */
package org.orbitmc.programs.conc;

public class LockedPairConsistent {
    static final class Pair {
        int x;
        int y;
    }

    public static void main(String[] args) throws InterruptedException {
        Pair pair = new Pair();
        Object lock = new Object();
        Thread writer = new Thread(() -> {
            for (int i = 1; i <= 2; i++) {
                synchronized (lock) {
                    pair.x = i;
                    pair.y = i;
                }
            }
        });
        writer.start();
        int x;
        int y;
        synchronized (lock) {
            x = pair.x;
            y = pair.y;
        }
        assert x == y : "torn pair: " + x + ", " + y;
        writer.join();
    }
}
