package org.orbitmc.checker.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.orbitmc.checker.search.Search;

/**
 * Ctrl-C (SIGINT, or SIGTERM) during {@code orbit check}: the search stops where it is, even inside a transition that
 * loops, and its report is still printed and written (verdict incomplete, "interrupted"), then the process ends with
 * the report's exit code. A JVM shutting down runs its hooks and then exits; the hook here waits for the report and
 * halts with that code, since the command's own exit cannot run once shutdown has begun.
 */
final class UserInterrupt implements AutoCloseable {
    static final String REASON = "interrupted";
    /** How long a shutdown waits for the report before it halts anyway. */
    private static final long REPORT_WAIT_SECONDS = 15;

    private final Thread hook;
    private final CountDownLatch reported = new CountDownLatch(1);
    private volatile int exitCode = Main.SOFTWARE;
    private volatile boolean interrupted;
    private volatile Search search;

    /** Installed before the program is compiled and loaded: an interrupt then cancels the search as it starts. */
    UserInterrupt() {
        hook = new Thread(() -> {
            interrupted = true;
            Search s = search;
            if (s != null) {
                s.cancel(REASON);
            }
            try {
                reported.await(REPORT_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            Runtime.getRuntime().halt(exitCode);
        }, "orbit-interrupt");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The search an interrupt stops. */
    void watch(Search s) {
        search = s;
        if (interrupted) {
            s.cancel(REASON);
        }
    }

    /** The report is printed and written: an interrupted process may end now, with this code. */
    void reported(int code) {
        exitCode = code;
        reported.countDown();
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook runs (or ran): it ends the process with the code reported.
        }
    }
}
