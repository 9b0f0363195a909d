/*
 * Lazy initialization without synchronization: `if (instance == null) instance = new Singleton();`
 * called by two threads. The constructor counts the instances created.
 *
 * Verdict: errors (assertion). Interleaving: thread 1 reads instance == null, thread 2 reads
 * instance == null, both construct a Singleton; main joins and `assert created == 1` fails (2).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class LazyInitRacy {
    static final AtomicInteger created = new AtomicInteger();

    static final class Singleton {
        Singleton() {
            created.incrementAndGet();
        }
    }

    static Singleton instance;

    static Singleton getInstance() {
        if (instance == null) {
            Thread.yield(); // the window between check and act
            instance = new Singleton();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(LazyInitRacy::getInstance);
        Thread t2 = new Thread(LazyInitRacy::getInstance);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert created.get() == 1 : created.get() + " instances created";
    }
}
