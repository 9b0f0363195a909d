package org.orbitmc.checker.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

class CheckOptionsTest {
    @Test
    void nothingSetIsTheDefaults() {
        // As orbit check: preemption-bounded with PCT alongside, counterexamples shortened, every reduction on.
        assertEquals(CheckConfig.defaults().withSearch(SearchOrder.PB).withSampling(Sampling.alongside(0)).withShorten(true),
                new CheckOptions().config());
        assertEquals(StateMatching.defaults(), new CheckOptions().matching());
        assertEquals(TracePrinter.Style.FOLDED, new CheckOptions().trace());
        assertEquals(List.of(), new CheckOptions().transitionFlags());
        assertEquals(null, new CheckOptions().search("dfs").config().sampling(), "sampling goes with pb only");
        assertEquals(null, new CheckOptions().sampling(false).config().sampling());
    }

    @Test
    void buildsHaveATimeLimitByDefault() {
        assertEquals(Duration.ofMinutes(5), CheckOptions.forBuilds().config().timeLimit());
        assertEquals(null, CheckOptions.forBuilds().timeLimit("none").config().timeLimit());
    }

    @Test
    void everyOptionReachesTheConfig() {
        CheckConfig c = new CheckOptions().maxStates(10).maxDepth(20).timeLimit("5m").search("BFS").symmetry("heap")
                .kbots("3").gc(false).lockDiscipline(false).eagerStarts(false).identitySymmetry(false).interleaveLibraries(true)
                .store("fingerprint")
                .allErrors(true).shorten(false).config();
        assertEquals(new CheckConfig(10, 20, Duration.ofMinutes(5), SearchOrder.BFS, true,
                new StateMatching(false, Symmetry.HEAP, 3, false, false, false, false), StoreKind.FINGERPRINT), c);
        assertEquals(StateMatching.UNBOUNDED, new CheckOptions().kbots("0").kbots("unbounded").config().matching().kbots());
        assertEquals(TracePrinter.Style.TABLE, new CheckOptions().trace("table").trace());
        assertEquals(Sampling.alongside(7), new CheckOptions().seed(7).config().sampling());
    }

    @Test
    void aStrategyDrawsAsManySchedulesAsAskedOrUntilTheTimeLimit() {
        assertEquals(new Sampling(Sampling.Strategy.POS, 3, 50, Sampling.DEFAULT_DEPTH),
                new CheckOptions().seed(3).strategy(Sampling.Strategy.POS, 50L, null).config().sampling());
        assertEquals(Sampling.DEFAULT_ITERATIONS,
                new CheckOptions().strategy(Sampling.Strategy.PCT, null, 2).config().sampling().iterations());
        assertEquals(Long.MAX_VALUE,
                new CheckOptions().timeLimit("1m").strategy(Sampling.Strategy.RANDOM, null, null).config().sampling().iterations());
    }

    @Test
    void theFlagsAReplayNeedsAreThoseThatShapeTransitions() {
        assertEquals(List.of("--interleave-libraries", "--no-lock-discipline", "--no-eager-starts", "--spurious-wakeups"),
                new CheckOptions().interleaveLibraries(true).lockDiscipline(false).eagerStarts(false).spuriousWakeups(true)
                        .identitySymmetry(false).gc(false).symmetry(Symmetry.NONE).transitionFlags());
    }

    @Test
    void badValuesNameTheirOption() {
        assertEquals("kbots: '-1' is not a kBOTS bound (a whole number from 0, or unbounded)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().kbots("-1")).getMessage());
        assertEquals("kbots: -4 is not a kBOTS bound (a whole number from 0, or unbounded)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().kbots(-4)).getMessage());
        assertEquals("maxDepth: 3000000000 is too large (at most 2147483647)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().maxDepth(3_000_000_000L)).getMessage());
        assertEquals("maxStates: -5 is not positive",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().maxStates(-5)).getMessage());
        assertEquals("store: 'disk' is not a store (exact, collapse or fingerprint)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().store("disk")).getMessage());
        assertEquals("search: 'random' is not a search order (pb, dfs or bfs)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().search("random")).getMessage());
        assertEquals("trace: 'tree' is not a trace style (folded, full or table)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().trace("tree")).getMessage());
        assertEquals("timeLimit: '5 minutes' is not a duration (a whole number and ms, s, m or h, e.g. 30s)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().timeLimit("5 minutes")).getMessage());
        assertEquals("workers: 0 is not positive", assertThrows(IllegalArgumentException.class,
                () -> new CheckOptions().workers(0)).getMessage());
        assertEquals("workers: 'x' is not a number of workers (a whole number from 1, or cores)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().workers("x")).getMessage());
        assertEquals("workers: 3 workers search depth-first only: choose search dfs", assertThrows(IllegalArgumentException.class,
                () -> new CheckOptions().workers(3).config()).getMessage());
        assertEquals("workers: 2 workers need heap symmetry (symmetry heap or heap+threads)", assertThrows(
                IllegalArgumentException.class, () -> new CheckOptions().search("dfs").symmetry("none").workers(2).config())
                .getMessage());
        assertEquals(2, new CheckOptions().search("dfs").workers("2").config().workers());
        assertEquals("iterations: 0 is not positive", assertThrows(IllegalArgumentException.class,
                () -> new CheckOptions().strategy(Sampling.Strategy.PCT, 0L, null)).getMessage());
    }
}
