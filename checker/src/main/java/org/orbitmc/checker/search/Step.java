package org.orbitmc.checker.search;

/**
 * What one transition did, as a counterexample shows it.
 *
 * @param threadName the name of the thread that ran
 * @param sourceFile the source file it executed in, or null when unknown
 * @param firstLine  the first source line it executed (0 when unknown)
 * @param lastLine   the last source line it executed (0 when unknown)
 * @param operation  what it did at the scheduling point, e.g. {@code lock java.lang.Object#12}, {@code end}
 * @param output     what the program printed during the transition, or null
 * @param error      the failure the transition ended with, or null
 * @param caller     when the operation is in JDK code, where the program's code called it ({@code Counter.java:12},
 *                   {@code Thread.join}); else null
 */
public record Step(String threadName, String sourceFile, int firstLine, int lastLine, String operation, String output,
        ProgramError error, Caller caller) {
    public Step(String threadName, String sourceFile, int firstLine, int lastLine, String operation, String output, ProgramError error) {
        this(threadName, sourceFile, firstLine, lastLine, operation, output, error, null);
    }

    /** A program line and the JDK method it called. */
    public record Caller(String sourceFile, int line, String called) {
    }

    /** The same step with {@code output} as what it printed. */
    public Step withOutput(String output) {
        return new Step(threadName, sourceFile, firstLine, lastLine, operation, output, error, caller);
    }
}
