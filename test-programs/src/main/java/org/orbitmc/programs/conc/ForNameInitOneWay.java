/*
 * The fixed twin of ForNameInitCycle: A's initializer loads B by name, B's loads nothing.
 *
 * Verdict: no errors. A thread waiting for B's initialization waits only for an initializer that waits for nothing.
 */
package org.orbitmc.programs.conc;

public class ForNameInitOneWay {
    static final String PREFIX = "org.orbitmc.programs.conc.ForNameInitOneWay$";

    static final class A {
        static final Class<?> OTHER = load("B");
    }

    static final class B {
        static final Class<?> OTHER = String.class;
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
