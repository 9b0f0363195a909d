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
    void posLetsAThreadThatStartedAnotherGoOnButNotAThreadsOwnFirstStep() {
        assertTrue(Sampler.Pos.startsThread("start Thread#12"));
        assertTrue(Sampler.Pos.startsThread("start thread"));
        assertTrue(!Sampler.Pos.startsThread("start of Thread.run()"));
        assertTrue(!Sampler.Pos.startsThread("lock java.lang.Object#3"));
        assertTrue(!Sampler.Pos.startsThread(null));
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

    @org.junit.jupiter.api.Test
    void pctWithoutPreemptionsElsewhereSwitchesOnlyWhereTheThreadStopsOrAfterAChangePointAccess() {
        // One change point (depth 2), at the first access to shared data (a schedule of one access).
        Sampler.Pct pct = new Sampler.Pct(new java.util.SplittableRandom(1), 2, 1, true);
        java.util.List<Choice> all = java.util.List.of(new Choice(0, 0), new Choice(1, 0), new Choice(2, 0));
        int first = pct.pick(all).thread();
        pct.ran(new Choice(first, 0), step("lock Thread#7 (call start)")); // a thread's start: no change point
        assertEquals(first, pct.pick(all).thread(), "the running thread goes on while it can");
        pct.ran(new Choice(first, 0), step("write Reorder.a = 1")); // the change point: demoted right after
        int next = pct.pick(all).thread();
        assertTrue(next != first, "preempted after the access of the change point");
        pct.ran(new Choice(next, 0), step("read Reorder.b = 0"));
        assertEquals(next, pct.pick(all).thread());
        java.util.List<Choice> without = java.util.List.of(new Choice(first, 0), new Choice(3, 0));
        assertTrue(pct.pick(without).thread() != first, "where the running thread cannot go on, the highest other runs");
        assertEquals(2, pct.accesses());
        assertTrue(Sampler.Pct.isAccess("lock java.lang.Object#12"));
        assertTrue(!Sampler.Pct.isAccess("end of thread") && !Sampler.Pct.isAccess("lock Thread#3 (call join)"));
    }

    private static Step step(String operation) {
        return new Step("t", "T.java", 1, 1, operation, null, null);
    }
}
