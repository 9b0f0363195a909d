/*
 * Two classes whose static initializers need each other, first touched by two threads at once.
 *
 * Verdict: errors (deadlock). Interleaving: thread 1 starts initializing A, thread 2 starts initializing B;
 * A's initializer then reads B.VALUE and waits for thread 2's initialization of B (JVMS 5.5 step 2), while B's
 * reads A.VALUE and waits for thread 1's. On HotSpot the program hangs in most runs. (If one thread gets
 * through both initializers before the other starts, both finish.)
 */
package org.orbitmc.programs.conc;

public class ClassInitCycleDeadlock {
    static final class A {
        static final int VALUE = B.VALUE + 1;
    }

    static final class B {
        static final int VALUE = A.VALUE + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> System.out.println(A.VALUE));
        Thread t2 = new Thread(() -> System.out.println(B.VALUE));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
