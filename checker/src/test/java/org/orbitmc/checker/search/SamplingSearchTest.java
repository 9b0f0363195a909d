package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Randomized strategies: errors come with replayable schedules, and a clean run is never "no errors". */
class SamplingSearchTest {
    private static CheckConfig sampling(Sampling.Strategy strategy, long seed, long iterations) {
        return CheckConfig.defaults().withSampling(new Sampling(strategy, seed, iterations, Sampling.DEFAULT_DEPTH));
    }

    private static CheckResult check(TransitionSystem system, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    @ParameterizedTest
    @EnumSource(Sampling.Strategy.class)
    void aCleanRunIsIncompleteNeverNoErrors(Sampling.Strategy strategy) {
        CheckResult r = check(new GridModel(3, 4), sampling(strategy, 1, 50));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals("50 schedules sampled, no error", r.reason());
        assertEquals(50 * 12, r.statistics().transitions()); // every schedule runs the 3 threads' 4 steps
    }

    @ParameterizedTest
    @EnumSource(Sampling.Strategy.class)
    void anErrorFoundReplaysToTheSameError(Sampling.Strategy strategy) {
        CheckResult r = check(new ReorderModel(3), sampling(strategy, 7, 2_000));
        assertEquals(Verdict.ERRORS, r.verdict(), () -> String.valueOf(r.reason()));
        Counterexample e = r.errors().get(0);
        Replay.Result replay = Replay.run(new ReorderModel(3), e.schedule());
        assertNotNull(replay.error());
        assertEquals(e.message(), replay.error().message());
        assertEquals(e.schedule().size(), e.trace().size());
    }

    @ParameterizedTest
    @EnumSource(Sampling.Strategy.class)
    void aSeedGivesTheSameSchedules(Sampling.Strategy strategy) {
        CheckResult a = check(new RacyCounterModel(), sampling(strategy, 42, 500));
        CheckResult b = check(new RacyCounterModel(), sampling(strategy, 42, 500));
        assertEquals(a.verdict(), b.verdict());
        assertEquals(a.statistics().transitions(), b.statistics().transitions());
        if (a.verdict() == Verdict.ERRORS) {
            assertEquals(a.errors().get(0).schedule(), b.errors().get(0).schedule());
        }
    }

    @ParameterizedTest
    @EnumSource(Sampling.Strategy.class)
    void deadlocksAreFoundBySampling(Sampling.Strategy strategy) {
        CheckResult r = check(TwoLocksModel.oppositeOrder(), sampling(strategy, 3, 1_000));
        assertEquals(Verdict.ERRORS, r.verdict());
        assertEquals(Counterexample.DEADLOCK, r.errors().get(0).kind());
        assertTrue(Replay.run(TwoLocksModel.oppositeOrder(), r.errors().get(0).schedule()).error() != null);
    }
}
