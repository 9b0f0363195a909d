/*
 * Lazy initialization in a synchronized static method, called by two threads that keep the
 * instance they got. The constructor counts the instances created.
 *
 * Verdict: no errors. The null check and the assignment are in one critical section (the class
 * monitor), so whichever thread enters second sees the instance of the first: one instance, and
 * both threads got the same one, in every interleaving.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class LazyInitSynchronized {
    static final AtomicInteger created = new AtomicInteger();

    static final class Singleton {
        Singleton() {
            created.incrementAndGet();
        }
    }

    static Singleton instance;
    static final Singleton[] got = new Singleton[2];

    static synchronized Singleton getInstance() {
        if (instance == null) {
            Thread.yield();
            instance = new Singleton();
        }
        return instance;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> got[0] = getInstance());
        Thread t2 = new Thread(() -> got[1] = getInstance());
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert created.get() == 1 : created.get() + " instances created";
        assert got[0] != null && got[0] == got[1] : "threads got different instances";
    }
}
