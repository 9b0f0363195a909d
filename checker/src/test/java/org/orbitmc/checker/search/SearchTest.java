package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The search on toy models whose state spaces are known exactly. */
class SearchTest {
    private static final CheckConfig ALL_ERRORS = CheckConfig.defaults().withAllErrors(true);

    static CheckResult check(TransitionSystem system, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    /** A preemption-bounded search adds what it covered before it stopped, in parentheses. */
    static void assertReason(String expected, CheckResult r) {
        String reason = r.reason();
        assertTrue(reason.equals(expected) || reason.startsWith(expected + " (") && reason.endsWith(")"), reason);
    }

    private static CheckConfig config(SearchOrder order) {
        return CheckConfig.defaults().withSearch(order);
    }

    @ParameterizedTest
    @EnumSource(names = {"DFS", "BFS"}) // a preemption-bounded search stores states with the thread that ran last
    void racyCounterHasTheStatesCountedByHand(SearchOrder order) {
        CheckResult r = check(new RacyCounterModel(), ALL_ERRORS.withSearch(order));
        assertEquals(Verdict.ERRORS, r.verdict());
        assertNull(r.reason());
        Statistics s = r.statistics();
        assertEquals(14, s.statesStored()); // see RacyCounterModel
        assertEquals(16, s.transitions());
        assertEquals(17, s.statesVisited());
        assertEquals(5, s.maxDepth());
        assertEquals(1, r.errors().size());
        Counterexample e = r.errors().get(0);
        assertEquals("uncaught-exception", e.kind());
        assertEquals("main", e.thread());
        assertEquals("java.lang.AssertionError: lost update: 1", e.message());
        assertEquals(5, e.trace().size());
        assertEquals(e.trace().size(), e.schedule().size());
        assertEquals("count = 1\n", e.trace().get(4).output());
    }

    @Test
    void firstErrorStopsTheSearch() {
        CheckResult r = check(new RacyCounterModel(), CheckConfig.defaults());
        assertEquals(Verdict.ERRORS, r.verdict());
        assertEquals(1, r.errors().size());
        assertTrue(r.statistics().transitions() < 16, () -> r.statistics().toString());
    }

    @Test
    void depthFirstAndBreadthFirstFindTheSameErrors() {
        List<Supplier<TransitionSystem>> models = List.of(RacyCounterModel::new, TwoLocksModel::oppositeOrder,
                TwoLocksModel::sameOrder, LateFailureModel::new, RandomChoiceModel::new, TwoErrorsModel::new,
                SpinModel::new, () -> new GridModel(3, 3));
        for (Supplier<TransitionSystem> model : models) {
            CheckResult dfs = check(model.get(), ALL_ERRORS.withSearch(SearchOrder.DFS));
            CheckResult bfs = check(model.get(), ALL_ERRORS.withSearch(SearchOrder.BFS));
            assertEquals(errors(dfs), errors(bfs), model.get().getClass().getSimpleName());
            assertEquals(dfs.verdict(), bfs.verdict());
            assertEquals(dfs.statistics().statesStored(), bfs.statistics().statesStored());
            assertEquals(dfs.statistics().transitions(), bfs.statistics().transitions());
        }
    }

    static Set<String> errors(CheckResult r) {
        return r.errors().stream().map(e -> e.kind() + " " + e.thread() + " " + e.message()).collect(Collectors.toSet());
    }

    @Test
    void breadthFirstFindsAShortestCounterexample() {
        CheckResult dfs = check(new LateFailureModel(), config(SearchOrder.DFS));
        CheckResult bfs = check(new LateFailureModel(), config(SearchOrder.BFS));
        assertEquals("0.0.0.0.0.1", Schedule.format(dfs.errors().get(0).schedule()));
        Counterexample shortest = bfs.errors().get(0);
        assertEquals(LateFailureModel.MESSAGE, shortest.message());
        assertEquals("0.0.1", Schedule.format(shortest.schedule()));
        assertEquals(List.of("write Late.x", "write Late.x", "read Late.x"),
                shortest.trace().stream().map(Step::operation).toList());
    }

    @Test
    void breadthFirstGivesTheShortestRacyCounterexampleWithItsSteps() {
        Counterexample e = check(new RacyCounterModel(), config(SearchOrder.BFS)).errors().get(0);
        // Both reads first, then both writes: the first lost update in breadth-first order.
        assertEquals("1.2.1.2.0", Schedule.format(e.schedule()));
        assertEquals(List.of("read Counter.count", "read Counter.count", "write Counter.count", "write Counter.count", "end"),
                e.trace().stream().map(Step::operation).toList());
        assertEquals("java.lang.AssertionError: lost update: 1", e.trace().get(4).error().message());
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void deadlockIsAnErrorWithTheBlockedThreads(SearchOrder order) {
        CheckResult r = check(TwoLocksModel.oppositeOrder(), config(order));
        assertEquals(Verdict.ERRORS, r.verdict());
        Counterexample e = r.errors().get(0);
        assertEquals(Counterexample.DEADLOCK, e.kind());
        assertNull(e.thread());
        assertEquals("\"Thread-0\" waits for lock B held by \"Thread-1\"\n\"Thread-1\" waits for lock A held by \"Thread-0\"",
                e.message());
        assertEquals(List.of("lock A", "lock B"), e.trace().stream().map(Step::operation).toList());
        assertEquals("0.1", Schedule.format(e.schedule()));
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void locksTakenInTheSameOrderCannotDeadlock(SearchOrder order) {
        CheckResult r = check(TwoLocksModel.sameOrder(), config(order));
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertNull(r.reason());
        assertEquals(List.of(), r.errors());
    }

    @Test
    void nothingEnabledInTheInitialStateIsADeadlockWithAnEmptySchedule() {
        ToyModel stuck = new ToyModel(1, 0) {
            @Override
            protected boolean canRun(int thread) {
                return false;
            }

            @Override
            protected Step run(int thread, int value) {
                throw new AssertionError();
            }

            @Override
            public boolean isFinished() {
                return false;
            }

            @Override
            public List<String> deadlockDescription() {
                return List.of("\"main\" waits for lock A held by \"main\"");
            }
        };
        Counterexample e = check(stuck, CheckConfig.defaults()).errors().get(0);
        assertEquals(Counterexample.DEADLOCK, e.kind());
        assertEquals(List.of(), e.schedule());
        assertEquals(List.of(), e.trace());
    }

    @ParameterizedTest
    @EnumSource(names = {"DFS", "BFS"}) // a preemption-bounded search stores states with the thread that ran last
    void aSelfLoopIsStoredOnce(SearchOrder order) {
        CheckResult r = check(new SpinModel(), config(order));
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertEquals(3, r.statistics().statesStored()); // see SpinModel
        assertEquals(3, r.statistics().transitions());
        assertEquals(4, r.statistics().statesVisited());
    }

    @ParameterizedTest
    @EnumSource(names = {"DFS", "BFS"}) // a preemption-bounded search stores states with the thread that ran last
    void gridHasItsKnownNumberOfStates(SearchOrder order) {
        CheckResult r = check(new GridModel(3, 20), config(order));
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertEquals(21 * 21 * 21, r.statistics().statesStored());
        assertEquals(3 * 20 * 21 * 21, r.statistics().transitions());
        assertEquals(60, r.statistics().maxDepth());
        assertTrue(r.statistics().bytesPerState() > 0);
        assertTrue(r.statistics().peakMemoryBytes() > 0);
    }

    @Test
    void depthFirstSearchDoesNotUseTheHostStack() {
        CheckResult r = check(new ChainModel(300_000), CheckConfig.defaults());
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertEquals(300_001, r.statistics().statesStored());
        assertEquals(300_000, r.statistics().maxDepth());
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void stateLimitMakesTheVerdictIncomplete(SearchOrder order) {
        CheckResult r = check(new GridModel(3, 20), config(order).withMaxStates(1000));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertReason("state limit 1000 reached", r);
        assertEquals(1001, r.statistics().statesStored()); // the state beyond the limit was seen, not explored
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void noStateLimitBelowTheStateCountEverGivesNoErrors(SearchOrder order) {
        for (Supplier<TransitionSystem> model : List.<Supplier<TransitionSystem>>of(SpinModel::new,
                TwoLocksModel::sameOrder, () -> new GridModel(2, 3))) {
            long states = check(model.get(), config(order)).statistics().statesStored();
            for (long limit = 1; limit < states; limit++) {
                CheckResult r = check(model.get(), config(order).withMaxStates(limit));
                assertEquals(Verdict.INCOMPLETE, r.verdict(), "limit " + limit);
                assertReason("state limit " + limit + " reached", r);
            }
            assertEquals(Verdict.NO_ERRORS, check(model.get(), config(order).withMaxStates(states)).verdict());
        }
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void unboundedModelIsIncompleteNeverNoErrors(SearchOrder order) {
        CheckResult r = check(new ChainModel(-1), config(order).withMaxStates(5000));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void depthLimitMakesTheVerdictIncomplete(SearchOrder order) {
        CheckResult r = check(new GridModel(3, 5), config(order).withMaxDepth(10));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals("depth limit 10 reached", r.reason());
        assertEquals(10, r.statistics().maxDepth());
        // The longest path has 15 transitions: a limit of 15 cuts nothing.
        assertEquals(Verdict.NO_ERRORS, check(new GridModel(3, 5), config(order).withMaxDepth(15)).verdict());
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void timeLimitMakesTheVerdictIncomplete(SearchOrder order) {
        LongSupplier clock = new FakeClock(1_000_000); // 1 ms per reading
        CheckResult r = Search.of(config(order).withTimeLimit(Duration.ofMillis(50)), ProgressListener.NONE, clock)
                .run(new ChainModel(-1));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertReason("time limit 50ms reached", r);
        assertTrue(r.statistics().transitions() < 60, () -> r.statistics().toString());
    }

    @Test
    void errorsFoundBeforeALimitStillMakeTheVerdictErrors() {
        // Depth-first: (0,0) (1,0) (2,0), A fails into (3,0), then (3,1), B fails into (3,3): the sixth state.
        CheckResult r = check(new TwoErrorsModel(), ALL_ERRORS.withMaxStates(5));
        assertEquals(Verdict.ERRORS, r.verdict());
        assertEquals(2, r.errors().size());
        assertEquals("state limit 5 reached", r.reason(), "with all errors asked for, the list may be incomplete");
    }

    @ParameterizedTest
    @EnumSource(names = {"DFS", "BFS"}) // a preemption-bounded search stores states with the thread that ran last
    void allErrorsReportsEachDistinctErrorOnce(SearchOrder order) {
        CheckResult r = check(new TwoErrorsModel(), ALL_ERRORS.withSearch(order));
        assertEquals(Set.of("uncaught-exception Thread-0 java.lang.RuntimeException: A",
                "uncaught-exception Thread-1 java.lang.RuntimeException: B"), errors(r));
        assertEquals(2, r.errors().size());
        // States: c0 in {0, 1, 2, 3} × c1 in {0, 1, 3} (a failing step ends its thread; the other goes on) = 12;
        // transitions: Thread-0 from 3 × 3 states, Thread-1 from 2 × 4 = 17.
        assertEquals(12, r.statistics().statesStored());
        assertEquals(17, r.statistics().transitions());
        assertEquals(1, check(new TwoErrorsModel(), config(order)).errors().size());
    }

    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void dataChoicesAreExplored(SearchOrder order) {
        CheckResult r = check(new RandomChoiceModel(), config(order));
        Counterexample e = r.errors().get(0);
        assertEquals("assertion", e.kind());
        assertEquals("0:2.0", Schedule.format(e.schedule()));
    }

    @Test
    void unsupportedFeatureMakesTheVerdictIncompleteWithItsMessage() {
        // Depth-first tries Thread-0 first and meets the unsupported native before Thread-1 fails.
        CheckResult r = check(new UnsupportedModel(), CheckConfig.defaults());
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals(UnsupportedModel.MESSAGE, r.reason());
        assertEquals(3, r.statistics().statesStored());
    }

    @Test
    void errorsFoundBeforeAnUnsupportedFeatureAreReported() {
        // Breadth-first sees Thread-1 fail from the initial state, before Thread-0's third step.
        CheckResult r = check(new UnsupportedModel(), ALL_ERRORS.withSearch(SearchOrder.BFS));
        assertEquals(Verdict.ERRORS, r.verdict());
        assertEquals(UnsupportedModel.MESSAGE, r.reason());
        assertEquals("java.lang.RuntimeException: B", r.errors().get(0).message());
    }

    @Test
    void progressIsReportedEveryTwoSeconds() {
        List<ProgressListener.Progress> reports = new ArrayList<>();
        LongSupplier clock = new FakeClock(10_000_000); // 10 ms per reading: about 200 readings per report
        CheckResult r = Search.of(CheckConfig.defaults(), reports::add, clock).run(new GridModel(2, 30));
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertTrue(reports.size() >= 5, () -> reports.size() + " reports");
        assertTrue(reports.get(1).statesStored() > reports.get(0).statesStored());
        assertTrue(reports.get(0).statesPerSecond() > 0);
    }

    /** A clock that advances by a fixed step at each reading. */
    static final class FakeClock implements LongSupplier {
        private final long step;
        private long now;

        FakeClock(long stepNanos) {
            this.step = stepNanos;
        }

        @Override
        public long getAsLong() {
            now += step;
            return now;
        }
    }

    @Test
    void aCancelledSearchEndsIncompleteWithTheReason() {
        Search search = Search.of(CheckConfig.defaults(), ProgressListener.NONE);
        search.cancel("interrupted");
        CheckResult r = search.run(new ChainModel(-1));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals("interrupted", r.reason());
    }
}
