/*
 * The class-initialization deadlock of ClassInitCycleDeadlock, reached through Class.forName: each thread loads
 * and initializes one class by name, and each initializer loads the other class by name.
 *
 * Verdict: errors (deadlock). Class.forName(name) initializes the class as new or getstatic would (JVMS 5.5):
 * thread 1 initializes A, thread 2 initializes B, then A's initializer waits for B and B's for A.
 */
package org.orbitmc.programs.conc;

public class ForNameInitCycle {
    static final String PREFIX = "org.orbitmc.programs.conc.ForNameInitCycle$";

    static final class A {
        static final Class<?> OTHER = load("B");
    }

    static final class B {
        static final Class<?> OTHER = load("A");
    }

    static Class<?> load(String simpleName) {
        try {
            return Class.forName(PREFIX + simpleName);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> load("A"));
        Thread t2 = new Thread(() -> load("B"));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
