package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.time.Duration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A search whose system becomes finer while it runs starts again; its counterexample replays on a fresh system. */
class RefinementTest {
    @ParameterizedTest
    @EnumSource(SearchOrder.class)
    void aSearchThatRefinedTheSystemExploresAgainAndFindsWhatOnlyFineTransitionsShow(SearchOrder order) {
        CheckConfig config = new CheckConfig(10_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(1), order, false);
        RefiningModel model = new RefiningModel();
        CheckResult result = Search.of(config, ProgressListener.NONE).run(model);
        assertEquals(Verdict.ERRORS, result.verdict(), String.valueOf(result.reason()));
        assertEquals(1, model.refinements());

        Replay.Result replay = Replay.run(new RefiningModel(), result.errors().get(0).schedule());
        assertNotNull(replay.error(), "the counterexample did not replay on a fresh system");
        assertEquals("x changed", replay.error().message());
    }
}
