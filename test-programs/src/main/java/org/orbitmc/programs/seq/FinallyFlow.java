/*
 * FinallyFlow: control flow through finally blocks: a return in finally overriding a return
 * value or discarding an exception, finally mutating a variable after the return value was
 * saved, break and continue inside finally, finally on break/continue/return out of nested
 * loops, nested try/finally ordering, exceptions thrown from finally replacing the original,
 * and catch/rethrow with finally. Every step is logged so ordering differences show up.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.List;

public class FinallyFlow {
    static final List<String> log = new ArrayList<>();

    @SuppressWarnings("finally")
    static int returnOverride() {
        try {
            log.add("try returns 1");
            return 1;
        } finally {
            log.add("finally returns 2");
            return 2;
        }
    }

    static int savedValue() {
        int x = 10;
        try {
            return x;
        } finally {
            x = 20;
            log.add("finally set x=" + x);
        }
    }

    static StringBuilder savedReference() {
        StringBuilder sb = new StringBuilder("ref");
        try { return sb; } finally { sb.append("+finally"); }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try { throw new IllegalStateException("lost"); } finally { return "swallowed"; }
    }

    static String loopControl() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            try {
                if (i == 1) continue;
                if (i == 4) break;
                sb.append("body").append(i).append(' ');
            } finally {
                sb.append("fin").append(i).append(' ');
            }
        }
        return sb.toString().trim();
    }

    @SuppressWarnings("finally")
    static int breakInFinally() {
        int count = 0;
        while (true) {
            try {
                count++;
                throw new RuntimeException("discarded by break");
            } finally {
                if (count == 3) break;
                continue;
            }
        }
        return count;
    }

    static void nested() {
        try {
            try {
                try { log.add("inner try"); throw new IllegalArgumentException("inner"); } finally { log.add("inner finally"); }
            } catch (IllegalArgumentException e) {
                log.add("middle catch " + e.getMessage());
                throw new UnsupportedOperationException("from catch");
            } finally {
                log.add("middle finally");
            }
        } catch (UnsupportedOperationException e) {
            log.add("outer catch " + e.getMessage());
        } finally {
            log.add("outer finally");
        }
    }

    static void replaced() {
        try {
            try {
                throw new IllegalStateException("original");
            } finally {
                log.add("finally throws replacement");
                if (log.size() > 0) throw new ArithmeticException("replacement");
            }
        } catch (RuntimeException e) {
            log.add("caught " + e.getClass().getSimpleName() + " " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        }
    }

    static int labeled() {
        int total = 0;
        outer:
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                try {
                    if (j == 1) continue outer;
                    if (i == 2) break outer;
                    total += 10;
                } finally {
                    total += 1;
                }
            }
        }
        return total;
    }

    static int finallyCounter;
    static int deepReturn(int n) {
        try {
            return n == 0 ? 0 : 1 + deepReturn(n - 1);
        } finally {
            finallyCounter++;
        }
    }

    public static void main(String[] args) {
        System.out.println("returnOverride=" + returnOverride());
        System.out.println("savedValue=" + savedValue());
        System.out.println("savedReference=" + savedReference());
        System.out.println("swallow=" + swallow());
        System.out.println("loopControl=" + loopControl());
        System.out.println("breakInFinally=" + breakInFinally());
        nested();
        replaced();
        System.out.println("labeled=" + labeled());
        System.out.println("deepReturn=" + deepReturn(50) + " finallyCounter=" + finallyCounter);
        log.forEach(s -> System.out.println("log: " + s));
    }
}
