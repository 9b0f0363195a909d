/*
 * Two worker threads count down a CountDownLatch created with count 3; main awaits it.
 *
 * Verdict: errors (deadlock), in every interleaving: the count never goes below 1, so after both
 * workers terminate main waits forever in await().
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.CountDownLatch;

public class CountDownLatchTooFew {
    static final CountDownLatch done = new CountDownLatch(3); // BUG: only two parties count down

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(done::countDown);
        Thread t2 = new Thread(done::countDown);
        t1.start();
        t2.start();
        done.await();
        t1.join();
        t2.join();
    }
}
