/*
 * Two threads each increment a shared AtomicInteger twice with incrementAndGet().
 *
 * Verdict: no errors. incrementAndGet is an atomic read-modify-write (a CAS retry loop), so no
 * update is lost in any interleaving; main, after joining, sees 4.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class AtomicCounter {
    static final AtomicInteger count = new AtomicInteger();

    static void work() {
        for (int i = 0; i < 2; i++) {
            count.incrementAndGet();
            Thread.yield();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(AtomicCounter::work);
        Thread t2 = new Thread(AtomicCounter::work);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count.get() == 4 : "lost update: " + count.get();
    }
}
