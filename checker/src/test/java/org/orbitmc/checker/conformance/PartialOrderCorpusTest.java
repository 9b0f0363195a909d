package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

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
 * The depth-first search's partial-order reductions, sleep sets ({@code --sleep-sets}) and dynamic partial-order
 * reduction ({@code --dpor}), on every concurrent test program: the verdict recorded in verdicts.txt, the recorded error
 * among those found, a counterexample that replays, and no more states or transitions than the search without them
 * (conc/counts.txt, {@link PinnedCounts}). With sleep sets stored states stay the same but for states a step passes
 * through while its thread runs alone (docs/algorithms.md, "Sleep sets"); the differences are printed.
 */
class PartialOrderCorpusTest {
    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void verdictAsRecordedWithSleepSets(Program program) throws Exception {
        verdictAsRecorded(program, depthFirst().withSleepSets(true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void verdictAsRecordedWithDpor(Program program) throws Exception {
        verdictAsRecorded(program, depthFirst().withDpor(true));
    }

    private static CheckConfig depthFirst() {
        return new CheckConfig(100_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS, false);
    }

    private static void verdictAsRecorded(Program program, CheckConfig config) throws Exception {
        CheckResult result = Search.of(config, ProgressListener.NONE).run(system(program));
        long[] pinned = numbers(PinnedCounts.pinned(program.name()));
        long[] counts = numbers(PinnedCounts.counts(result));
        System.out.println(program + ": states " + pinned[0] + " -> " + counts[0] + ", transitions " + pinned[1]
                + " -> " + counts[1]);
        if (program.correct()) {
            assertEquals(Verdict.NO_ERRORS, result.verdict(), () -> result.reason() + " " + result.errors());
            assertTrue(counts[0] <= pinned[0], () -> "more states than without the reduction");
            assertTrue(counts[1] <= pinned[1], () -> "more transitions than without the reduction");
            return;
        }
        assertEquals(Verdict.ERRORS, result.verdict(), () -> String.valueOf(result.reason()));
        Counterexample error = result.errors().get(0);
        if (!program.errorKind().equals(error.kind())) {
            // Pruning may meet another of the program's errors first: the recorded one must be among those found.
            CheckResult all = Search.of(config.withAllErrors(true), ProgressListener.NONE).run(system(program));
            assertTrue(all.errors().stream().anyMatch(e -> e.kind().equals(program.errorKind())), () -> all.errors().toString());
        }
        TransitionSystem fresh = system(program);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not reproduce the error");
        assertEquals(error.kind(), replay.error().kind());
        assertEquals(error.message(), replay.error().message());
    }

    private static long[] numbers(String counts) {
        String[] f = counts.split(" ");
        return new long[] {Long.parseLong(f[0]), Long.parseLong(f[1])};
    }

    private static TransitionSystem system(Program program) throws Exception {
        return new VmTransitionSystemFactory().create(new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(),
                List.of(), true, Map.of()));
    }
}
