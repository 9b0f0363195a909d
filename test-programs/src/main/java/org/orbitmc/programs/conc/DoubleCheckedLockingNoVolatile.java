/*
 * Double-checked locking WITHOUT volatile on the instance field, the helper's field not final:
 * two threads get the helper and check that they see it fully constructed.
 *
 * Verdict: no errors -- because Orbit checks sequential consistency. Under the Java memory model
 * this idiom is broken (a reader may see the reference before the constructor's write of `value`),
 * but under sequential consistency every write is visible to later reads in the single global
 * order: the unsynchronized first read sees either null (and the thread then re-checks under the
 * lock) or the reference written after the constructor finished. So every interleaving creates one
 * Helper and both threads see value == 42.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class DoubleCheckedLockingNoVolatile {
    static final AtomicInteger created = new AtomicInteger();

    static final class Helper {
        int value; // not final: no JMM guarantee for racy publication

        Helper(int value) {
            created.incrementAndGet();
            this.value = value;
        }
    }

    static final Object lock = new Object();
    static Helper helper; // not volatile

    static Helper getHelper() {
        Helper h = helper;
        if (h == null) {
            synchronized (lock) {
                h = helper;
                if (h == null) {
                    h = new Helper(42);
                    helper = h;
                }
            }
        }
        return h;
    }

    static void use() {
        Helper h = getHelper();
        assert h.value == 42 : "saw a partially constructed helper: " + h.value;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(DoubleCheckedLockingNoVolatile::use);
        Thread t2 = new Thread(DoubleCheckedLockingNoVolatile::use);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert created.get() == 1 : created.get() + " helpers created";
    }
}
