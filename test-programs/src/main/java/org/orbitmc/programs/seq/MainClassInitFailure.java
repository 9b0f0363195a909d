/*
 * MainClassInitFailure: the main class's own static initializer prints some lines and then
 * throws, so main never starts. The launcher reports ExceptionInInitializerError on stderr
 * (not compared) and the exit code is 1; the lines printed by the initializer, including
 * those from a helper class it initializes first, must still appear on stdout.
 * Expected exit code: 1.
 */
package org.orbitmc.programs.seq;

public class MainClassInitFailure {
    static class Helper {
        static final String GREETING;
        static {
            StringBuilder sb = new StringBuilder();
            for (char c = 'a'; c <= 'e'; c++) sb.append(c);
            GREETING = sb.toString();
            System.out.println("Helper.<clinit> built " + GREETING);
        }
    }

    static final int[] TABLE = new int[4];
    static int total;

    static {
        System.out.println("MainClassInitFailure.<clinit> starts");
        for (int i = 0; i < TABLE.length; i++) {
            TABLE[i] = i * 10;
            total += TABLE[i];
        }
        System.out.println("static initializer ran, total=" + total + ", helper says " + Helper.GREETING);
        if (total > 0) {
            throw new IllegalStateException("refusing to initialize");
        }
        System.out.println("never printed");
    }

    public static void main(String[] args) {
        System.out.println("main must not run");
    }
}
