/*
 * A superclass whose static initializer creates an instance of its subclass, while another thread creates the
 * first instance of the subclass.
 *
 * Verdict: errors (deadlock). JVMS 5.5 marks a class as being initialized before its superclass (steps 6 and 7):
 * thread 1 starts initializing Base; thread 2 starts initializing Derived and waits for Base; Base's initializer
 * then needs Derived and waits for thread 2. On HotSpot the program hangs when Base's initializer is slowed down.
 */
package org.orbitmc.programs.conc;

public class SuperclassInitDeadlock {
    static class Base {
        static final Base DEFAULT = new Derived();
    }

    static class Derived extends Base {
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> System.out.println(Base.DEFAULT != null));
        Thread t2 = new Thread(() -> System.out.println(new Derived() != null));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
