/*
 * Reorder fixed: 5 writers set both fields and the reader reads both inside one monitor, so it sees both writes
 * or neither (6 threads besides main).
 *
 * Verdict: no-errors.
 */
package org.orbitmc.programs.conc;

public class ReorderFixed {
    static final Object LOCK = new Object();
    static int a;
    static int b;

    public static void main(String[] args) throws InterruptedException {
        int writers = 5;
        Thread[] threads = new Thread[writers + 1];
        for (int i = 0; i < writers; i++) {
            threads[i] = new Thread(() -> {
                synchronized (LOCK) {
                    a = 1;
                    b = -1;
                }
            });
        }
        threads[writers] = new Thread(() -> {
            int x;
            int y;
            synchronized (LOCK) {
                x = a;
                y = b;
            }
            assert (x == 0 && y == 0) || (x == 1 && y == -1) : "reordered: a = " + x + ", b = " + y;
        });
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
