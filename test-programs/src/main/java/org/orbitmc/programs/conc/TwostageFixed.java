/*
 * Twostage fixed: 5 workers do both phases while holding m1 (m2 nested inside), so the reader, which takes m1
 * then m2 in the same order, never sees a half-done update (6 threads besides main).
 *
 * Verdict: no-errors.
 */
package org.orbitmc.programs.conc;

public class TwostageFixed {
    static final Object M1 = new Object();
    static final Object M2 = new Object();
    static int data1;
    static int data2;

    public static void main(String[] args) throws InterruptedException {
        int workers = 5;
        Thread[] threads = new Thread[workers + 1];
        for (int i = 0; i < workers; i++) {
            threads[i] = new Thread(() -> {
                synchronized (M1) {
                    data1 = 1;
                    synchronized (M2) {
                        data2 = data1 + 1;
                    }
                }
            });
        }
        threads[workers] = new Thread(() -> {
            synchronized (M1) {
                if (data1 == 0) {
                    return;
                }
                int t1 = data1;
                int t2;
                synchronized (M2) {
                    t2 = data2;
                }
                assert t2 == t1 + 1 : "two-stage update seen half done: data1 = " + t1 + ", data2 = " + t2;
            }
        });
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }
}
