/*
 * The fixed twin of ClassInitCycleDeadlock: A's static initializer needs B, but B's needs nothing back.
 *
 * Verdict: no errors. Whichever thread initializes B, a thread initializing A waits for B at most until B's
 * initializer (which waits for nothing) is done, so no cycle of waits exists.
 */
package org.orbitmc.programs.conc;

public class ClassInitOneWay {
    static final class A {
        static final int VALUE = B.VALUE + 1;
    }

    static final class B {
        static final int VALUE = base() + 1;

        static int base() {
            return 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> check(A.VALUE, 3));
        Thread t2 = new Thread(() -> check(B.VALUE, 2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }

    static void check(int value, int expected) {
        assert value == expected : value + " instead of " + expected;
    }
}
