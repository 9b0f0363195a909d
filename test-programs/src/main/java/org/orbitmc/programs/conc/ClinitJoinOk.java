/*
 * The fixed twin of ClinitJoinDeadlock: the main class's static initializer starts a thread whose code
 * is in another class and sets that class's static field, and joins it.
 *
 * Verdict: no errors. The thread never needs the main class, so the initializer's join returns once it
 * ended, and main sees the value.
 */
package org.orbitmc.programs.conc;

public class ClinitJoinOk {
    static final class Answer implements Runnable {
        static int value;

        @Override
        public void run() {
            value = 42;
        }
    }

    static {
        Thread t = new Thread(new Answer());
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) {
        assert Answer.value == 42 : "answer " + Answer.value;
    }
}
