package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Depth-first search on several workers against depth-first search on one, on toy models whose spaces are known. */
class ParallelSearchTest {
    private static final CheckConfig DFS = CheckConfig.defaults();

    private static CheckResult check(Supplier<? extends TransitionSystem> family, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(family.get(), family::get);
    }

    private static CheckResult sequential(Supplier<? extends TransitionSystem> family, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(family.get());
    }

    @ParameterizedTest(name = "{0} workers")
    @ValueSource(ints = {2, 4})
    void storesTheStatesAndTakesTheTransitionsOfOneWorker(int workers) {
        List<Supplier<ToyModel>> models = List.of(() -> new GridModel(3, 20), () -> new GridModel(4, 6), SpinModel::new,
                RandomChoiceModel::new, TwoLocksModel::sameOrder, () -> new AlternationModel(5), () -> new ReorderModel(4));
        CheckConfig all = DFS.withAllErrors(true); // the whole space, also where the model has errors
        for (Supplier<ToyModel> model : models) {
            CheckResult one = sequential(model, all);
            CheckResult many = check(model, all.withWorkers(workers));
            String name = model.get().getClass().getSimpleName();
            assertEquals(one.verdict(), many.verdict(), name);
            assertEquals(kinds(one), kinds(many), name);
            assertEquals(one.statistics().statesStored(), many.statistics().statesStored(), name);
            assertEquals(one.statistics().transitions(), many.statistics().transitions(), name);
        }
    }

    @ParameterizedTest(name = "{0} store")
    @EnumSource(StoreKind.class)
    void everyStoreKindStoresTheStatesOfOneWorker(StoreKind store) {
        CheckConfig all = DFS.withAllErrors(true).withStore(store);
        for (Supplier<ToyModel> model : List.<Supplier<ToyModel>>of(() -> new GridModel(3, 20), () -> new ReorderModel(4))) {
            CheckResult one = sequential(model, all);
            CheckResult two = check(model, all.withWorkers(2));
            assertEquals(one.statistics().statesStored(), two.statistics().statesStored());
            assertEquals(one.statistics().transitions(), two.statistics().transitions());
            assertEquals(1, one.statistics().workers());
        }
    }

    @ParameterizedTest(name = "{0} workers")
    @ValueSource(ints = {2, 3})
    void findsEveryErrorOneWorkerFindsInTheSameSpace(int workers) {
        CheckConfig all = DFS.withAllErrors(true).withWorkers(workers);
        CheckResult one = sequential(RacyCounterModel::new, DFS.withAllErrors(true));
        CheckResult many = check(RacyCounterModel::new, all);
        assertEquals(Verdict.ERRORS, many.verdict());
        assertEquals(kinds(one), kinds(many));
        assertEquals(one.statistics().statesStored(), many.statistics().statesStored());
        CheckResult twoErrors = check(TwoErrorsModel::new, all);
        assertEquals(2, twoErrors.errors().size());
    }

    @Test
    void theFirstErrorStopsEveryWorkerAndItsScheduleReplays() {
        CheckResult r = check(RacyCounterModel::new, DFS.withWorkers(2));
        assertEquals(Verdict.ERRORS, r.verdict());
        assertEquals(1, r.errors().size());
        Counterexample e = r.errors().get(0);
        assertEquals(e.identity(), Replay.run(new RacyCounterModel(), e.schedule()).error().identity());
        CheckResult deadlock = check(TwoLocksModel::oppositeOrder, DFS.withWorkers(2));
        assertEquals(Counterexample.DEADLOCK, deadlock.errors().get(0).kind());
        assertEquals(deadlock.errors().get(0).identity(),
                Replay.run(TwoLocksModel.oppositeOrder(), deadlock.errors().get(0).schedule()).error().identity());
    }

    @Test
    void everyWorkerTakesPartInALargeSpace() {
        List<CountingGrid> made = new ArrayList<>();
        Supplier<CountingGrid> family = () -> {
            CountingGrid g = new CountingGrid();
            made.add(g);
            return g;
        };
        CheckResult r = check(family, DFS.withWorkers(2));
        assertEquals(21L * 21 * 21, r.statistics().statesStored());
        assertEquals(2, made.size());
        assertEquals(2, r.statistics().workers());
        for (CountingGrid g : made) {
            assertTrue(g.steps > 1000, "a worker took " + g.steps + " steps");
        }
    }

    @Test
    void aStateLimitStopsEveryWorkerIncomplete() {
        CheckResult r = check(() -> new GridModel(3, 20), DFS.withWorkers(2).withMaxStates(1000));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals("state limit 1000 reached", r.reason());
        CheckResult unbounded = check(() -> new ChainModel(-1), DFS.withWorkers(2).withMaxStates(5000));
        assertEquals(Verdict.INCOMPLETE, unbounded.verdict());
    }

    @Test
    void aDeepPathNeedsNoHostStack() {
        CheckResult r = check(() -> new ChainModel(300_000), DFS.withWorkers(2));
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertEquals(300_001, r.statistics().statesStored());
    }

    @Test
    void anUnsupportedFeatureInAnyWorkerMakesTheVerdictIncomplete() {
        // Without Thread-1's exception: with it, a worker that met the exception first would rightly end the run with it.
        CheckResult r = check(() -> new UnsupportedModel(false), DFS.withWorkers(2));
        assertEquals(Verdict.INCOMPLETE, r.verdict());
        assertEquals(UnsupportedModel.MESSAGE, r.reason());
    }

    private static List<String> kinds(CheckResult r) {
        return r.errors().stream().map(Counterexample::identity).sorted().toList();
    }

    /** A grid that counts the steps taken on it: each worker has its own. */
    private static final class CountingGrid extends GridModel {
        int steps;

        CountingGrid() {
            super(3, 20);
        }

        @Override
        protected Step run(int thread, int value) {
            steps++;
            return super.run(thread, value);
        }
    }
}
