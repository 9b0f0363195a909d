package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** Shortened counterexamples end in the same error, replay, and are no longer than the ones found. */
class ShortenerTest {
    private static CheckResult check(TransitionSystem system, CheckConfig config) {
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    @Test
    void aLongSampledCounterexampleBecomesAsShortAsBreadthFirstSearchFinds() {
        Supplier<TransitionSystem> model = () -> new ReorderModel(8);
        CheckConfig random = CheckConfig.defaults().withSampling(new Sampling(Sampling.Strategy.RANDOM, 5, 5_000, 3));
        Counterexample found = check(model.get(), random).errors().get(0);
        Counterexample shortened = check(model.get(), random.withShorten(true)).errors().get(0);
        int shortest = check(model.get(), CheckConfig.defaults().withSearch(SearchOrder.BFS)).errors().get(0).schedule().size();
        assertTrue(found.schedule().size() > shortest, "the sample is longer than needed: " + found.schedule().size());
        assertEquals(shortest, shortened.schedule().size());
        assertEquals(found.kind(), shortened.kind());
        assertEquals(found.message(), shortened.message());
        Replay.Result replay = Replay.run(model.get(), shortened.schedule());
        assertNotNull(replay.error());
        assertEquals(found.message(), replay.error().message());
    }

    @Test
    void shorteningKeepsEveryErrorAndDeadlock() {
        for (Supplier<TransitionSystem> model : List.<Supplier<TransitionSystem>>of(RacyCounterModel::new,
                TwoLocksModel::oppositeOrder, FlickerModel::new, TwoErrorsModel::new)) {
            CheckConfig all = CheckConfig.defaults().withAllErrors(true);
            CheckResult plain = check(model.get(), all);
            CheckResult shortened = check(model.get(), all.withShorten(true));
            assertEquals(SearchTest.errors(plain), SearchTest.errors(shortened));
            for (int i = 0; i < plain.errors().size(); i++) {
                Counterexample e = shortened.errors().get(i);
                assertTrue(e.schedule().size() <= plain.errors().get(i).schedule().size());
                Replay.Result replay = Replay.run(model.get(), e.schedule());
                assertNotNull(replay.error(), e.toString());
                assertEquals(e.identity(), replay.error().identity());
            }
        }
    }
}
