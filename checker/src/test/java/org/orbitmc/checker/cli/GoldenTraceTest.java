package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;

/**
 * Golden traces: what {@code orbit check} prints for corpus programs with errors of different kinds, with its default
 * search (preemption-bounded, sampling alongside from seed 0: counted, not timed, so reproducible), compared with the
 * files under {@code golden/} (the seconds in the verdict line masked). Any change to how traces are rendered, or to
 * which counterexample is found and how it is shortened, shows as a failing test, then as a reviewed diff of those
 * files: {@code -Dorbit.golden.update=true} rewrites them from this run.
 */
class GoldenTraceTest {
    static final boolean UPDATE = Boolean.getBoolean("orbit.golden.update");
    private static final String RESOURCE = "/org/orbitmc/checker/cli/golden/";
    private static final Path SOURCE = Path.of("src", "test", "resources", "org", "orbitmc", "checker", "cli", "golden");

    /** Programs with errors of different kinds: a lost update, deadlocks, wait/notify, a HashMap race, j.u.c., exceptions. */
    static final List<String> PROGRAMS = List.of(
            "RacyCounter", // lost update (assertion)
            "HashMapRace", // a race inside HashMap.put (assertion)
            "LazyInitRacy", // check-then-act (assertion)
            "DiningPhilosophersDeadlock", // lock-order deadlock
            "TwoLocksDeadlock", // lock-order deadlock, two locks
            "BoundedBufferNotifyDeadlock", // wait/notify: lost wake-up deadlock
            "BoundedBufferIfWait", // wait/notify: `if` around wait (assertion)
            "LostWakeup", // notify before wait (deadlock)
            "UncaughtInWorker", // an uncaught exception in a thread
            "CheckThenActMap", // java.util.concurrent: ConcurrentHashMap check-then-act (assertion)
            "CountDownLatchTooFew", // java.util.concurrent: latch never reaches zero (deadlock)
            "ReentrantLockLostUpdate"); // java.util.concurrent.locks

    /** Programs whose golden file also holds the {@code --trace table} rendering (each is one more check). */
    static final List<String> TABLES = List.of("RacyCounter", "HashMapRace", "DiningPhilosophersDeadlock", "UncaughtInWorker");

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream().filter(p -> PROGRAMS.contains(p.name()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void traceAsGolden(Program program) throws Exception {
        String classes = program.classes().toString();
        String actual = rendered(orbit("check", "-cp", classes, program.mainClass()), "orbit check " + program.name());
        if (TABLES.contains(program.name())) {
            actual += "\n" + rendered(orbit("check", "--trace", "table", "-cp", classes, program.mainClass()),
                    "orbit check --trace table " + program.name());
        }
        Path file = SOURCE.resolve(program.name() + ".txt");
        if (UPDATE) {
            Files.createDirectories(SOURCE);
            Files.writeString(file, actual);
            return;
        }
        try (InputStream in = GoldenTraceTest.class.getResourceAsStream(RESOURCE + program.name() + ".txt")) {
            assertNotNull(in, "no golden trace for " + program.name() + " (-Dorbit.golden.update=true writes it)");
            assertEquals(new String(in.readAllBytes(), StandardCharsets.UTF_8), actual,
                    program.name() + "'s trace differs from " + file + " (-Dorbit.golden.update=true rewrites it; review the diff)");
        }
    }

    /** The report as a golden file holds it: the command, then its standard output with the seconds masked. */
    static String rendered(OrbitCli.Result r, String command) {
        assertEquals(1, r.status(), r.out() + r.err());
        return "$ " + command + "\n" + r.out().replaceAll(", [0-9.]+ s\\)", ", ? s)");
    }
}
