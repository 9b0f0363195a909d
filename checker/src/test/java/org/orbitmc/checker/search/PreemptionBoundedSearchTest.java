package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
/** Preemption-bounded search: fewest preemptions first, exhaustive when no choice waits, honest when stopped. */
class PreemptionBoundedSearchTest {
    private static final CheckConfig PB = CheckConfig.defaults().withSearch(SearchOrder.PB);

    private static CheckResult check(TransitionSystem system, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    private static int preemptions(Supplier<TransitionSystem> model, List<Choice> schedule) {
        return Preemptions.count(model.get(), schedule);
    }

    @Test
    void findsTheErrorWithTheFewestPreemptions() {
        CheckResult pb = check(new FlickerModel(), PB);
        assertEquals(Verdict.ERRORS, pb.verdict());
        assertEquals(2, preemptions(FlickerModel::new, pb.errors().get(0).schedule()));
        Replay.Result replay = Replay.run(new FlickerModel(), pb.errors().get(0).schedule());
        assertNotNull(replay.error());
        assertEquals(pb.errors().get(0).message(), replay.error().message());
        CheckResult reorder = check(new ReorderModel(6), PB);
        assertEquals(1, preemptions(() -> new ReorderModel(6), reorder.errors().get(0).schedule()));
    }

    @Test
    void goesOnDepthFirstPastTheLastCountedBoundAndStillFindsErrorsThatNeedMorePreemptions() {
        CheckResult pb = check(new AlternationModel(3), PB);
        assertEquals(Verdict.ERRORS, pb.verdict());
        int needed = preemptions(() -> new AlternationModel(3), pb.errors().get(0).schedule());
        assertTrue(needed >= PreemptionBoundedSearch.EXHAUSTIVE_FROM_BOUND, "the error needs " + needed + " preemptions");
        CheckResult dfs = check(new AlternationModel(3), CheckConfig.defaults());
        assertEquals(dfs.verdict(), pb.verdict());
        // Without the error there is nothing to find: every state is reached, as depth-first search reaches them, and the
        // progress line says when the search stopped counting preemptions.
        List<ProgressListener.Progress> reports = new java.util.ArrayList<>();
        CheckResult grid = Search.of(PB, reports::add, new SearchTest.FakeClock(10_000_000)).run(new GridModel(3, 6));
        assertEquals(Verdict.NO_ERRORS, grid.verdict());
        assertTrue(grid.statistics().statesStored() >= 7 * 7 * 7, () -> grid.statistics().toString());
        assertTrue(reports.stream().anyMatch(p -> p.stage().equals("depth-first after preemption bound "
                + (PreemptionBoundedSearch.EXHAUSTIVE_FROM_BOUND - 1))), () -> reports.toString());
    }

    /**
     * Past the last counted bound a state is stored alone; one stored before with a thread last is not explored again
     * (its free choices were taken then, its preempting ones wait for that bound). Without that: the same verdicts and
     * errors, more states.
     */
    @Test
    void pastTheLastCountedBoundAStateStoredWithALastThreadIsNotExploredAgain() {
        for (Supplier<TransitionSystem> model : List.<Supplier<TransitionSystem>>of(() -> new AlternationModel(4),
                () -> new AlternationModel(5), () -> new GridModel(3, 4), () -> new ReorderModel(4), RacyCounterModel::new)) {
            CheckConfig all = PB.withAllErrors(true);
            CheckResult covered = new PreemptionBoundedSearch(all, ProgressListener.NONE, System::nanoTime, true).run(model.get());
            CheckResult again = new PreemptionBoundedSearch(all, ProgressListener.NONE, System::nanoTime, false).run(model.get());
            String name = model.get().getClass().getSimpleName();
            assertEquals(again.verdict(), covered.verdict(), name);
            assertEquals(SearchTest.errors(again), SearchTest.errors(covered), name);
            assertTrue(covered.statistics().statesStored() <= again.statistics().statesStored(), name);
        }
        CheckResult covered = new PreemptionBoundedSearch(PB, ProgressListener.NONE, System::nanoTime, true).run(new GridModel(3, 4));
        CheckResult again = new PreemptionBoundedSearch(PB, ProgressListener.NONE, System::nanoTime, false).run(new GridModel(3, 4));
        assertTrue(covered.statistics().statesStored() < again.statistics().statesStored(),
                () -> covered.statistics() + " against " + again.statistics());
    }

    @Test
    void aStoppedSearchClaimsOnlyBoundsBelowTheError() {
        Pattern claim = Pattern.compile("no error with up to (\\d+) preemption");
        long states = check(new FlickerModel(), PB.withAllErrors(true)).statistics().statesStored();
        int claims = 0;
        for (long limit = 1; limit <= states; limit++) {
            CheckResult r = check(new FlickerModel(), PB.withMaxStates(limit));
            assertNotEquals(Verdict.NO_ERRORS, r.verdict(), "limit " + limit);
            if (r.verdict() == Verdict.INCOMPLETE) {
                Matcher m = claim.matcher(r.reason());
                if (m.find()) {
                    claims++;
                    assertTrue(Integer.parseInt(m.group(1)) < 2, r.reason()); // the error needs 2
                }
            }
        }
        assertTrue(claims > 0, "some limit stops the search after bound 0");
    }

    @Test
    void exploresEveryStateWhenNothingWaits() {
        Set<List<Integer>> seen = new HashSet<>();
        GridModel model = new GridModel(3, 4);
        TransitionSystem grid = new TransitionSystem() {
            @Override
            public Object snapshot() {
                return model.snapshot();
            }

            @Override
            public void restore(Object state) {
                model.restore(state);
            }

            @Override
            public void encode(org.orbitmc.checker.store.StateVector out) {
                model.encode(out);
            }

            @Override
            public List<Choice> enabled() {
                return model.enabled();
            }

            @Override
            public Step step(Choice choice) {
                Step s = model.step(choice);
                seen.add(java.util.Arrays.stream(model.v).boxed().toList());
                return s;
            }

            @Override
            public boolean isFinished() {
                return model.isFinished();
            }

            @Override
            public List<String> deadlockDescription() {
                return model.deadlockDescription();
            }
        };
        CheckResult r = check(grid, PB);
        assertEquals(Verdict.NO_ERRORS, r.verdict());
        assertEquals(5 * 5 * 5 - 1, seen.size()); // every state but the initial one is reached by a transition
        assertTrue(r.statistics().statesStored() >= 125, () -> r.statistics().toString());
    }

    @Test
    void sameVerdictsAndErrorsAsDepthFirstOnTheToyModels() {
        for (Supplier<TransitionSystem> model : List.<Supplier<TransitionSystem>>of(RacyCounterModel::new,
                TwoErrorsModel::new, TwoLocksModel::sameOrder, TwoLocksModel::oppositeOrder, FlickerModel::new,
                () -> new ReorderModel(3), RandomChoiceModel::new, SpinModel::new, () -> new GridModel(2, 3),
                () -> new AlternationModel(3), () -> new AlternationModel(4))) {
            CheckResult dfs = check(model.get(), CheckConfig.defaults().withAllErrors(true));
            CheckResult pb = check(model.get(), PB.withAllErrors(true));
            assertEquals(dfs.verdict(), pb.verdict(), model.get().getClass().getSimpleName());
            assertEquals(SearchTest.errors(dfs), SearchTest.errors(pb), model.get().getClass().getSimpleName());
        }
    }

    @Test
    void progressShowsTheBoundAndTheSchedulesSampledAlongside() {
        List<ProgressListener.Progress> reports = new java.util.ArrayList<>();
        CheckConfig config = PB.withSampling(Sampling.alongside(0));
        CheckResult r = Search.of(config, reports::add, new SearchTest.FakeClock(10_000_000)).run(new GridModel(3, 6));
        assertEquals(Verdict.NO_ERRORS, r.verdict(), "sampling alongside never makes an exhaustive search incomplete");
        assertTrue(reports.stream().anyMatch(p -> p.stage().matches("preemption bound [1-9]\\d*, [\\d,]+ schedules sampled")),
                () -> reports.toString());
    }

    @Test
    void samplingAlongsideFindsTheSameErrorAndARunIsReproducible() {
        CheckConfig config = PB.withSampling(Sampling.alongside(4));
        CheckResult a = check(new ReorderModel(6), config);
        CheckResult b = check(new ReorderModel(6), config);
        assertEquals(Verdict.ERRORS, a.verdict());
        assertEquals(a.errors().get(0).schedule(), b.errors().get(0).schedule());
        assertEquals(a.statistics().transitions(), b.statistics().transitions());
    }

    @Test
    void aPreemptionIsLeavingAThreadThatCouldRunForAnother() {
        assertTrue(Preemptions.preemptible(List.of(new Choice(0, 0), new Choice(1, 0)), 0));
        assertTrue(!Preemptions.preemptible(List.of(new Choice(1, 0)), 0), "thread 0 cannot run: switching is free");
        assertTrue(!Preemptions.preemptible(List.of(new Choice(0, 0), new Choice(0, 1)), 0), "data choices of one thread");
        assertEquals(List.of(new Choice(1, 0)), Preemptions.preempting(List.of(new Choice(0, 0), new Choice(1, 0)), 0));
        assertEquals(List.of(new Choice(0, 0)), Preemptions.free(List.of(new Choice(0, 0), new Choice(1, 0)), 0));
    }
}
