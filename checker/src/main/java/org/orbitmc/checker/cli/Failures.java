package org.orbitmc.checker.cli;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.function.IntSupplier;

import org.orbitmc.vm.VmFailure;

/** How the command line reports a failure that is not the program's: {@code orbit: <message>}, no stack trace unless asked. */
final class Failures {
    private Failures() {
    }

    /**
     * Prints each line of the message prefixed with {@code orbit: }, then the host stack trace of {@code debug}
     * if it is not null, and returns the exit code.
     */
    static int report(PrintStream err, String message, int exitCode, Throwable debug) {
        String text = message == null || message.isBlank() ? "unknown failure" : message;
        text.lines().forEach(line -> err.println("orbit: " + line));
        if (debug != null) {
            debug.printStackTrace(err);
        }
        err.flush();
        return exitCode;
    }

    /**
     * Runs a command's work and returns its exit code, or reports what stopped it: a {@link VmFailure} with its
     * own exit code, unreadable input as a usage error, anything else as Orbit's own failure.
     */
    static int guard(PrintStream err, boolean debug, IntSupplier work) {
        try {
            return work.getAsInt();
        } catch (VmFailure f) {
            return report(err, f.getMessage(), f.exitCode(), debug ? f : null);
        } catch (UncheckedIOException e) {
            return report(err, "cannot read input: " + e.getCause().getMessage(), Main.USAGE, debug ? e : null);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // Orbit's own bug or a host limit, never the program's verdict.
            return report(err, "internal error: " + e + (debug ? "" : " (--debug shows where)"), Main.SOFTWARE, debug ? e : null);
        }
    }
}
