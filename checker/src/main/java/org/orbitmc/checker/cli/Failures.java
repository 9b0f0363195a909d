package org.orbitmc.checker.cli;

import java.io.PrintStream;

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
}
