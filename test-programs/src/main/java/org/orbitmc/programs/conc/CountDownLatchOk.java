/*
 * Two worker threads each write a result and count down a CountDownLatch(2); main awaits the latch
 * and reads both results.
 *
 * Verdict: no errors. The latch is counted down exactly twice, so await() returns in every
 * interleaving, and each countDown() follows its worker's write, so main sees both results.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;

public class CountDownLatchOk {
    static final CountDownLatch done = new CountDownLatch(2);
    static final int[] results = new int[2];

    static void work(int i) {
        results[i] = i + 1;
        done.countDown();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> work(0));
        Thread t2 = new Thread(() -> work(1));
        t1.start();
        t2.start();
        done.await();
        assert results[0] == 1 && results[1] == 2 : "results " + results[0] + ", " + results[1];
        t1.join();
        t2.join();
    }
}
