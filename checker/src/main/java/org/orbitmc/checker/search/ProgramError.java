package org.orbitmc.checker.search;

/**
 * A failure of the checked program, seen at the end of a transition.
 *
 * @param kind       {@link #UNCAUGHT_EXCEPTION} or {@link #ASSERTION}
 * @param threadName the thread that failed
 * @param message    e.g. {@code java.lang.AssertionError: lost update: 1}
 * @param printout   what the thread prints as it ends (the exception's stack trace), which a counterexample shows
 *                   under its last step although the thread's end is a later transition; or null
 */
public record ProgramError(String kind, String threadName, String message, String printout) {
    public ProgramError(String kind, String threadName, String message) {
        this(kind, threadName, message, null);
    }

    /** An exception no handler caught, {@code assert} failures included. */
    public static final String UNCAUGHT_EXCEPTION = "uncaught-exception";
    /** A failed {@code Verify}-style check. */
    public static final String ASSERTION = "assertion";
}
