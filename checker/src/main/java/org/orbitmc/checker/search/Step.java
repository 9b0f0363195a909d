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
 */
public record Step(String threadName, String sourceFile, int firstLine, int lastLine, String operation, String output,
        ProgramError error) {
}
