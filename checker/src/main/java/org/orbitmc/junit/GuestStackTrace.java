package org.orbitmc.junit;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Step;

/**
 * The stack trace of the exception a counterexample ends in, as the program printed it ({@code Exception in thread
 * "main" ...} then {@code \tat module/Class.method(File.java:12)} lines), turned into host stack trace elements, so that
 * a failed {@code @ModelCheck} test's failure points at the test's own failing line (an IDE links it) instead of at the
 * extension. The frames of the generated driver class are left out.
 */
final class GuestStackTrace {
    private GuestStackTrace() {
    }

    /** The frames of the last uncaught exception the trace's output shows; empty when it shows none. */
    static StackTraceElement[] of(Counterexample error) {
        StringBuilder output = new StringBuilder();
        for (Step s : error.trace()) {
            if (s.output() != null) {
                output.append(s.output());
            }
        }
        List<String> lines = output.toString().lines().toList();
        int start = -1;
        for (int i = lines.size() - 1; i >= 0 && start < 0; i--) {
            if (lines.get(i).startsWith("Exception in thread ")) {
                start = i;
            }
        }
        List<StackTraceElement> frames = new ArrayList<>();
        int first = start + 1;
        while (start >= 0 && first < lines.size() && !lines.get(first).startsWith("\tat ")) {
            first++; // the rest of a message of several lines (AssertJ's "expected: ... but was: ...")
        }
        for (int i = first; start >= 0 && i < lines.size() && lines.get(i).startsWith("\tat "); i++) {
            StackTraceElement e = frame(lines.get(i).substring(4));
            if (e != null && !e.getClassName().contains(TestDriver.MARKER)) {
                frames.add(e);
            }
        }
        return frames.toArray(new StackTraceElement[0]);
    }

    /** {@code [loader/][module@version/]pkg.Class.method(File.java:12)}, or {@code (Native Method)}, {@code (Unknown Source)}. */
    private static StackTraceElement frame(String text) {
        int paren = text.indexOf('(');
        if (paren < 0 || !text.endsWith(")")) {
            return null;
        }
        String qualified = text.substring(0, paren);
        qualified = qualified.substring(qualified.lastIndexOf('/') + 1);
        int dot = qualified.lastIndexOf('.');
        if (dot < 0) {
            return null;
        }
        String where = text.substring(paren + 1, text.length() - 1);
        String file = null;
        int line = -1;
        if (where.equals("Native Method")) {
            line = -2;
        } else if (!where.equals("Unknown Source")) {
            int colon = where.lastIndexOf(':');
            file = colon < 0 ? where : where.substring(0, colon);
            if (colon >= 0) {
                try {
                    line = Integer.parseInt(where.substring(colon + 1));
                } catch (NumberFormatException e) {
                    line = -1;
                }
            }
        }
        return new StackTraceElement(qualified.substring(0, dot), qualified.substring(dot + 1), file, line);
    }
}
