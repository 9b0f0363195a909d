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

    /**
     * A start-up of {@link StartUpModel#PREFIX} steps of one thread, then two threads that race: the shared start-up is
     * executed once, not once a schedule, and an error's schedule still begins with it (it replays).
     */
    @ParameterizedTest
    @EnumSource(Sampling.Strategy.class)
    void theStepsEverySchedulesSharesRunOnce(Sampling.Strategy strategy) {
        StartUpModel model = new StartUpModel();
        CheckResult r = check(model, sampling(strategy, 5, 200));
        assertEquals(StartUpModel.PREFIX, model.startUpSteps, "start-up steps executed");
        assertEquals(Verdict.ERRORS, r.verdict(), () -> String.valueOf(r.reason()));
        Counterexample e = r.errors().get(0);
        assertEquals(StartUpModel.PREFIX + 2, e.schedule().size(), () -> e.schedule().toString());
        assertNotNull(Replay.run(new StartUpModel(), e.schedule()).error());
    }

    /** Thread 0 counts to PREFIX alone; then threads 0 and 1 each take one step; thread 1 fails if it runs last. */
    static final class StartUpModel extends ToyModel {
        static final int PREFIX = 5;
        int startUpSteps;

        StartUpModel() {
            super(2, 0, 0, 0);
        }

        @Override
        protected boolean canRun(int thread) {
            return thread == 0 ? v[0] <= PREFIX && v[1] == 0 : v[0] >= PREFIX && v[2] == 0;
        }

        @Override
        protected Step run(int thread, int value) {
            if (thread == 1) {
                v[2] = 1;
                ProgramError last = v[1] == 1
                        ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "t1", "java.lang.AssertionError: t1 ran last") : null;
                return new Step("t1", "StartUp.java", 9, 9, "ran", null, last);
            }
            if (v[0] < PREFIX) {
                startUpSteps++;
                v[0]++;
            } else {
                v[1] = 1;
            }
            return step("main", "StartUp.java", 5, "step");
        }

        @Override
        public boolean isFinished() {
            return v[1] == 1 && v[2] == 1;
        }
    }

    @org.junit.jupiter.api.Test
    void posRacesAreOnTheLocationNotTheValue() {
        // Steps show the values read and written; a read of 0 and a write of 1 to one field are still one race.
        assertEquals("Reorder.a", Sampler.Pos.target("write Reorder.a = 1"));
        assertEquals(Sampler.Pos.target("read Reorder.a = 0"), Sampler.Pos.target("write Reorder.a = 1"));
        assertEquals("array element [3]", Sampler.Pos.target("read array element [3] = 5"));
        assertEquals("java.lang.Object#12", Sampler.Pos.target("lock java.lang.Object#12"));
        assertEquals(null, Sampler.Pos.target("end"));
    }
}
