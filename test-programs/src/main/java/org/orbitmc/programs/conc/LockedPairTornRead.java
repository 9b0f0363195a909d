/*
 * A writer updates a pair (x, y) inside synchronized blocks; a reader reads the pair without the lock and asserts
 * that it sees x == y.
 *
 * Verdict: assertion. The reader may read between the writer's two writes. With scheduling points by lock discipline
 * the writer's accesses first look protected (they hold the lock, and no other thread has touched the pair yet); the
 * reader's unprotected read makes the fields' accesses visible and the search starts again.
 */
package org.orbitmc.programs.conc;

public class LockedPairTornRead {
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
        int x = pair.x;
        int y = pair.y;
        assert x == y : "torn pair: " + x + ", " + y;
        writer.join();
    }
}
