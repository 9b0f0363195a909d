/*
 * SystemExit: System.exit(3) called from a nested method inside a try block that has a
 * finally clause and a catch-all: the VM halts, so neither the finally blocks nor the catch
 * clause nor anything after the call runs. Output printed before the call (including output
 * from finally blocks that completed earlier) must appear.
 * Expected exit code: 3.
 */
package org.orbitmc.programs.seq;

public class SystemExit {
    static void deeper(int level) {
        System.out.println("entering level " + level);
        if (level == 3) {
            System.out.println("calling System.exit(3) now");
            System.exit(3);
            System.out.println("after exit (must not print)");
        }
        try {
            deeper(level + 1);
        } finally {
            System.out.println("finally at level " + level + " (must not print)");
        }
    }

    static int warmUp() {
        int result = 0;
        try {
            for (int i = 1; i <= 10; i++) result += i;
            return result;
        } finally {
            System.out.println("warm-up finally runs normally, result=" + result);
        }
    }

    public static void main(String[] args) {
        System.out.println("sum before exit=" + warmUp());
        try {
            deeper(1);
        } catch (Throwable t) {
            System.out.println("caught " + t + " (must not print)");
        } finally {
            System.out.println("main finally (must not print)");
        }
        System.out.println("end of main (must not print)");
    }
}
