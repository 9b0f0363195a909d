/*
 * WrongLock fixed: all 6 workers take the same lock around their read and write (6 threads besides main).
 *
 * Verdict: no-errors.
 */
package org.orbitmc.programs.conc;

public class WrongLockFixed {
    public static void main(String[] args) throws InterruptedException {
        Object lock = new Object();
        int workers = 6;
        int[] count = new int[1];
        Thread[] threads = new Thread[workers];
        for (int i = 0; i < workers; i++) {
            threads[i] = new Thread(() -> {
                synchronized (lock) {
                    int c = count[0];
                    count[0] = c + 1;
                }
            });
        }
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assert count[0] == workers : "lost update: " + count[0] + " of " + workers;
    }
}
