package org.orbitmc.checker.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.vm.gc.GcSchedule;

/**
 * Conformance programs run with a collection at every allocation the interpreter makes and must print
 * what they print when no collection happens. A reference the collector misses (a wrong reference map,
 * a forgotten root) shows as a crash or a different output. By default a selection of programs heavy in
 * references (lambdas, streams, collections, exceptions, class initialization, deep stacks) runs; with
 * {@code -Dorbit.gc.stressAll=true} every program of the conformance list does.
 */
class GcConformanceStressTest {
    private static final String PACKAGE = "org.orbitmc.programs.seq.";
    private static final String LIST = "/org/orbitmc/programs/seq/programs.txt";
    private static final List<String> SELECTION = List.of("Lambdas", "Records", "StreamsBasic", "StreamsCollectors", "HashMapOps",
            "TreeMapOps", "LinkedListOps", "Recursion", "RuntimeExceptions", "FinallyFlow", "CustomExceptions", "TryWithResources",
            "StackTraces", "UncaughtException", "ClassInitOrder", "ClassInitFailure", "MainClassInitFailure", "MultiArrays",
            "EvaluationOrder", "StringConcat", "Cloning");
    private static final GcSchedule EVERY_ALLOCATION = new GcSchedule(1, 0);
    private static final GcSchedule NEVER = new GcSchedule(Integer.MAX_VALUE, 0);

    static Stream<String> programs() throws IOException {
        List<String> all = new ArrayList<>();
        try (InputStream in = GcConformanceStressTest.class.getResourceAsStream(LIST)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] cols = line.split("\t");
                if (cols.length >= 2 && !line.startsWith("#")) {
                    all.add(cols[0].trim());
                }
            }
        }
        if (Boolean.getBoolean("orbit.gc.stressAll")) {
            return all.stream();
        }
        for (String name : SELECTION) {
            assertTrue(all.contains(name), name + " is no longer in " + LIST + "; update the selection");
        }
        return SELECTION.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void collectingAtEveryAllocationChangesNothing(String program) {
        GuestRun reference = GuestRun.run(PACKAGE + program, NEVER);
        assertEquals(0, reference.vm().garbageCollector().collections());
        GuestRun stressed = GuestRun.run(PACKAGE + program, EVERY_ALLOCATION);
        assertEquals(reference.stdout(), stressed.stdout(), () -> "stdout differs; stderr:\n" + stressed.stderr());
        assertEquals(reference.stderr(), stressed.stderr());
        assertEquals(reference.exit(), stressed.exit());
        assertTrue(stressed.vm().garbageCollector().collections() > 0);
    }
}
