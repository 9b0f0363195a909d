/*
 * The main class's static initializer starts a thread that sets one of the class's static fields, and
 * joins it.
 *
 * Verdict: errors (deadlock), in every interleaving: the thread's lambda body is a method of the class
 * being initialized, so the thread waits for main to finish the initialization (JVMS 5.5), while main
 * waits in join for the thread: the JVM hangs. (Orbit used to run the main class's initializer before the
 * search, as host code that cannot block: an internal error.)
 */
package org.orbitmc.programs.conc;

public class ClinitJoinDeadlock {
    static int answer;

    static {
        Thread t = new Thread(() -> answer = 42);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) {
        assert answer == 42 : "answer " + answer;
    }
}
