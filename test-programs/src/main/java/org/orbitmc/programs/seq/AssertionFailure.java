/*
 * AssertionFailure: with assertions enabled (-ea) a passing assert does nothing, an assert
 * whose message expression has side effects only evaluates it on failure, an AssertionError
 * can be caught like any Error, and a failing `assert x > 5 : "x was " + x;` finally throws
 * AssertionError out of main. The test harness runs with -ea, so the expected exit code is 1.
 */
package org.orbitmc.programs.seq;

public class AssertionFailure {
    static int messageEvaluations;

    static String message(String s) {
        messageEvaluations++;
        return s;
    }

    static boolean enabled() {
        boolean on = false;
        assert on = true;
        return on;
    }

    static class Nested {
        static boolean enabledHere() {
            boolean on = false;
            assert on = true;
            return on;
        }
    }

    public static void main(String[] args) {
        System.out.println("assertions enabled: " + enabled() + ", in nested class: " + Nested.enabledHere());
        int y = 10;
        assert y > 5 : message("never evaluated");
        System.out.println("passing assert ok, message evaluations=" + messageEvaluations);
        try {
            assert y < 5 : message("y was " + y);
        } catch (AssertionError e) {
            System.out.println("caught AssertionError: " + e.getMessage() + ", evaluations=" + messageEvaluations);
        }
        try {
            assert y == 11;
        } catch (AssertionError e) {
            System.out.println("assert without message: message=" + e.getMessage() + " cause=" + e.getCause());
        }
        int x = 3;
        System.out.println("about to fail with x=" + x);
        assert x > 5 : "x was " + x;
        System.out.println("not reached");
    }
}
