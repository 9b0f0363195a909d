/*
 * UncaughtException: prints a few lines, runs finally blocks, and then lets a custom
 * RuntimeException with a cause escape main. The JVM prints the stack trace to stderr (not
 * compared) and exits with status 1. Finally blocks on the way out do run, and a catch
 * clause for an unrelated exception type does not intercept it.
 * Expected exit code: 1.
 */
package org.orbitmc.programs.seq;

public class UncaughtException {
    static class PipelineFailure extends RuntimeException {
        PipelineFailure(String message, Throwable cause) { super(message, cause); }
    }

    static int parseAll(String[] items) {
        int total = 0;
        for (String s : items) {
            try {
                total += Integer.parseInt(s);
                System.out.println("parsed " + s + ", total=" + total);
            } catch (NumberFormatException e) {
                throw new PipelineFailure("stage 'parse' failed at item '" + s + "'", e);
            } finally {
                System.out.println("  finally for item " + s);
            }
        }
        return total;
    }

    public static void main(String[] args) {
        System.out.println("starting pipeline");
        try {
            parseAll(new String[] {"1", "22", "333", "four", "5"});
            System.out.println("not reached");
        } catch (IllegalStateException unrelated) {
            System.out.println("wrong handler (must not print)");
        } finally {
            System.out.println("finally runs before the exception leaves main");
        }
        System.out.println("not reached either");
    }
}
