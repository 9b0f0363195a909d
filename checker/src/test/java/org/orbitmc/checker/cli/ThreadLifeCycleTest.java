package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the VM runs on the program's behalf at a thread's start and end (entry frames, DestroyJavaVM) is
 * ordinary interpreted code: it may block, it is interleaved, and it behaves as on HotSpot.
 */
class ThreadLifeCycleTest {
    @TempDir
    Path dir;

    /** A synchronized run() takes its monitor on the new thread, not inside Thread.start (which holds it). */
    @Test
    void synchronizedRunDoesNotHangStart() throws IOException {
        Path source = Files.writeString(dir.resolve("SyncRun.java"), """
                public class SyncRun extends Thread {
                    @Override
                    public synchronized void run() {
                        throw new IllegalStateException("boom");
                    }

                    public static void main(String[] args) throws Exception {
                        SyncRun t = new SyncRun();
                        t.start();
                        t.join();
                        System.out.println("joined");
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("joined\n", run.out());
        assertTrue(run.err().startsWith("Exception in thread \"Thread-0\" java.lang.IllegalStateException: boom\n"
                + "\tat SyncRun.run(SyncRun.java:4)\n"), run.err());
        OrbitCli.Result check = orbit("check", source.toString());
        assertEquals(1, check.status(), check.out() + check.err());
        assertTrue(check.out().contains("uncaught-exception in thread \"Thread-0\""), check.out());
    }

    /** Shutdown hooks run when main returns (not only on System.exit), after the other non-daemon threads. */
    @Test
    void shutdownHooksRunWhenMainReturns() throws IOException {
        Path source = Files.writeString(dir.resolve("Hooks.java"), """
                public class Hooks {
                    public static void main(String[] args) {
                        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook")));
                        new Thread(() -> System.out.println("worker")).start();
                        System.out.println("main ends");
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("main ends\nworker\nhook\n", run.out());
    }

    /** An uncaught-exception handler that blocks (a lock main holds, then a join) is interleaved like program code. */
    @Test
    void blockingUncaughtExceptionHandler() throws IOException {
        Path source = Files.writeString(dir.resolve("Handler.java"), """
                public class Handler {
                    static final Object log = new Object();
                    static int failures;

                    public static void main(String[] args) throws Exception {
                        Thread helper = new Thread(() -> { });
                        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
                            synchronized (log) {
                                failures++;
                            }
                            try {
                                helper.join();
                            } catch (InterruptedException ignored) {
                            }
                        });
                        Thread worker = new Thread(() -> {
                            throw new IllegalStateException("task failed");
                        });
                        synchronized (log) {
                            worker.start();
                            Thread.sleep(10);
                        }
                        helper.start();
                        worker.join();
                        synchronized (log) {
                            System.out.println("failures: " + failures);
                        }
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("failures: 1\n", run.out());
        OrbitCli.Result check = orbit("check", source.toString());
        assertEquals(1, check.status(), check.out() + check.err());
        assertTrue(check.out().contains("uncaught-exception in thread \"Thread-1\""), check.out());
        assertFalse((check.out() + check.err()).contains("internal error"), check.out() + check.err());
    }

    /** A daemon thread blocked forever when the VM halts is not a deadlock; non-daemons blocked forever are. */
    @Test
    void daemonsBlockedAtTheHaltAreNoDeadlock() throws IOException {
        Path source = Files.writeString(dir.resolve("Daemon.java"), """
                public class Daemon {
                    public static void main(String[] args) {
                        Object never = new Object();
                        Thread d = new Thread(() -> {
                            synchronized (never) {
                                try {
                                    never.wait();
                                } catch (InterruptedException e) {
                                }
                            }
                        });
                        d.setDaemon(true);
                        d.start();
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(0, run.status(), run.err());
        OrbitCli.Result check = orbit("check", source.toString());
        assertEquals(0, check.status(), check.out() + check.err());
        Path stuck = Files.writeString(dir.resolve("Stuck.java"), Files.readString(source).replace("d.setDaemon(true);", "")
                .replace("class Daemon", "class Stuck"));
        OrbitCli.Result deadlock = orbit("check", stuck.toString());
        assertEquals(1, deadlock.status(), deadlock.out() + deadlock.err());
        assertTrue(deadlock.out().contains("\"main\" has returned from main and waits for the non-daemon threads to end"),
                deadlock.out());
    }

    /** main's uncaught exception: printed as java prints it (no Orbit frame in the trace), exit status 1. */
    @Test
    void mainThrows() throws IOException {
        Path source = Files.writeString(dir.resolve("Boom.java"), """
                public class Boom {
                    static {
                        if (Boolean.getBoolean("never")) {
                            System.out.println("never");
                        }
                    }

                    public static void main(String[] args) {
                        throw new IllegalArgumentException("bad");
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(1, run.status(), run.err());
        assertEquals("Exception in thread \"main\" java.lang.IllegalArgumentException: bad\n\tat Boom.main(Boom.java:9)\n", run.err());
    }

    /** An exception thrown by the uncaught-exception handler is dropped with HotSpot's one-line report. */
    @Test
    void handlerThrows() throws IOException {
        Path source = Files.writeString(dir.resolve("HandlerThrows.java"), """
                public class HandlerThrows {
                    public static void main(String[] args) throws Exception {
                        Thread t = new Thread(() -> { throw new IllegalStateException("first"); });
                        t.setUncaughtExceptionHandler((th, e) -> { throw new RuntimeException("from handler"); });
                        t.start();
                        t.join();
                        System.out.println("done");
                    }
                }
                """);
        OrbitCli.Result run = orbit("run", source.toString());
        assertEquals(0, run.status(), run.err());
        assertEquals("done\n", run.out());
        assertEquals("\nException: java.lang.RuntimeException thrown from the UncaughtExceptionHandler in thread \"Thread-0\"\n", run.err());
    }

    /** Describing an error runs none of the program's code: a getMessage that would block is not called. */
    @Test
    void errorMessageRunsNoProgramCode() throws IOException {
        Path source = Files.writeString(dir.resolve("MsgBlocks.java"), """
                public class MsgBlocks {
                    static final Object lock = new Object();

                    static class Failure extends RuntimeException {
                        Failure() {
                            super("failed");
                        }

                        @Override
                        public String getMessage() {
                            synchronized (lock) {
                                return "custom " + super.getMessage();
                            }
                        }
                    }

                    public static void main(String[] args) throws Exception {
                        Thread t = new Thread(() -> {
                            throw new Failure();
                        });
                        synchronized (lock) {
                            t.start();
                            t.join(50);
                        }
                    }
                }
                """);
        OrbitCli.Result check = orbit("check", "--all-errors", source.toString());
        assertEquals(1, check.status(), check.out() + check.err());
        assertTrue(check.out().contains("uncaught-exception in thread \"Thread-0\": MsgBlocks$Failure: failed"), check.out());
        assertFalse(check.err().contains("internal error"), check.err());
    }

    /**
     * An uncaught exception ends only its thread: an --all-errors search goes on past main's failure and finds the
     * worker's, which can only come after it (main fails in the step that started the worker). Each error's trace
     * shows the failed thread's stack trace under its last step, once.
     */
    @Test
    void allErrorsGoesOnPastAnError() throws IOException {
        Path source = Files.writeString(dir.resolve("TwoFailures.java"), """
                public class TwoFailures {
                    static int g;

                    public static void main(String[] args) {
                        new Thread(() -> { g = 1; int r = g; assert r == 0 : "worker"; }).start();
                        throw new IllegalStateException("main");
                    }
                }
                """);
        OrbitCli.Result first = orbit("check", source.toString());
        assertEquals(1, first.status(), first.out() + first.err());
        assertEquals(1, first.out().lines().filter(l -> l.startsWith("Error: ")).count(), first.out());
        // Depth-first and unshortened: the worker's error is then met on a path where main has already failed, which
        // is what going on past an error means (a shortened path needs no failure of main).
        OrbitCli.Result all = orbit("check", "--all-errors", "--search", "dfs", "--no-shorten", source.toString());
        assertEquals(1, all.status(), all.out() + all.err());
        assertTrue(all.out().contains("Error: uncaught-exception in thread \"main\": java.lang.IllegalStateException: main\n"
                + "  1. \"main\"  TwoFailures.java:5  start of TwoFailures.main()\n"
                + "     | Exception in thread \"main\" java.lang.IllegalStateException: main\n"), all.out());
        assertTrue(all.out().contains("Error: assertion in thread \"Thread-0\": java.lang.AssertionError: worker"), all.out());
        String worker = all.out().substring(all.out().indexOf("Error: assertion"));
        assertEquals(1, worker.lines().filter(l -> l.contains("Exception in thread \"main\"")).count(), worker);
        String schedule = worker.lines().filter(l -> l.startsWith("Schedule: ")).findFirst().orElseThrow().substring(10);
        OrbitCli.Result replay = orbit("check", "--search", "dfs", "--replay", schedule, source.toString());
        assertEquals(1, replay.status(), replay.out() + replay.err());
        assertTrue(replay.out().contains("java.lang.AssertionError: worker"), replay.out());
    }
}
