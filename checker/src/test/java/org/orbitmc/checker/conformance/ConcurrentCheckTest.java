package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;

/**
 * {@code orbit check} on every concurrent test program: the verdict and the kind of the first error are
 * the ones recorded in verdicts.txt, the counterexample's schedule replays to the same error, and correct
 * programs are explored completely, with the default reductions, storing exactly the states and taking exactly the
 * transitions pinned in conc/counts.txt ({@link PinnedCounts}).
 */
class ConcurrentCheckTest {

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void verdictAsRecorded(Program program) throws Exception {
        verdictAsRecorded(program, SearchOrder.DFS);
    }

    /** Preemption-bounded search, the default order, reaches the same verdicts (it stores more states: 300,000). */
    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void verdictAsRecordedUnderPreemptionBounding(Program program) throws Exception {
        verdictAsRecorded(program, SearchOrder.PB);
    }

    private static void verdictAsRecorded(Program program, SearchOrder order) throws Exception {
        CheckConfig config = new CheckConfig(order == SearchOrder.PB ? 300_000 : 100_000, CheckConfig.NO_DEPTH_LIMIT,
                Duration.ofMinutes(2), order, false);
        CheckResult result = Search.of(config, ProgressListener.NONE).run(system(program));
        if (order == SearchOrder.DFS) { // pinned for depth-first search (preemption bounding keys states by the last thread too)
            if (PinnedCounts.REGENERATE) {
                PinnedCounts.measured(program.name(), result);
            } else {
                assertEquals(PinnedCounts.pinned(program.name()), PinnedCounts.counts(result),
                        "states and transitions (conc/counts.txt; -Dorbit.regenerate=true rewrites it)");
            }
        }
        if (program.correct()) {
            assertEquals(Verdict.NO_ERRORS, result.verdict(), () -> result.reason() + " " + result.errors());
            return;
        }
        assertEquals(Verdict.ERRORS, result.verdict(), () -> String.valueOf(result.reason()));
        Counterexample error = result.errors().get(0);
        if (order != SearchOrder.DFS && !program.errorKind().equals(error.kind())) {
            // Another order may meet another of the program's errors first (DrainToSharedList can also index out of
            // bounds): the recorded one must still be among those it reaches.
            CheckResult all = Search.of(config.withAllErrors(true), ProgressListener.NONE).run(system(program));
            assertTrue(all.errors().stream().anyMatch(e -> e.kind().equals(program.errorKind())), () -> all.errors().toString());
        } else {
            assertEquals(program.errorKind(), error.kind(), error.message());
        }
        TransitionSystem fresh = system(program);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not reproduce the error");
        assertEquals(error.kind(), replay.error().kind());
        assertEquals(error.message(), replay.error().message());
    }

    @AfterAll
    static void regenerateCounts() {
        if (PinnedCounts.REGENERATE) {
            PinnedCounts.write();
        }
    }

    private static TransitionSystem system(Program program) throws Exception {
        Path classes = program.classes();
        return new VmTransitionSystemFactory().create(new CheckTarget(List.of(classes), Map.of(), program.mainClass(), List.of(), true,
                Map.of()));
    }
}
