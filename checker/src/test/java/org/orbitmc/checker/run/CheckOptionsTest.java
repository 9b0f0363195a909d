package org.orbitmc.checker.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

class CheckOptionsTest {
    @Test
    void nothingSetIsTheDefaults() {
        // As orbit check: preemption-bounded with PCT alongside, counterexamples shortened.
        assertEquals(CheckConfig.defaults().withSearch(SearchOrder.PB).withSampling(Sampling.alongside(0)).withShorten(true),
                new CheckOptions().config());
        assertEquals(null, new CheckOptions().search("dfs").config().sampling(), "sampling goes with pb only");
    }

    @Test
    void everyOptionReachesTheConfig() {
        CheckConfig c = new CheckOptions().maxStates(10).maxDepth(20).timeLimit("5m").search("BFS").symmetry("heap")
                .kbots("3").gc(false).lockDiscipline(false).store("fingerprint").config();
        assertEquals(new CheckConfig(10, 20, Duration.ofMinutes(5), SearchOrder.BFS, false,
                new StateMatching(false, Symmetry.HEAP, 3, true, false), StoreKind.FINGERPRINT).withShorten(true), c);
        assertEquals(StateMatching.UNBOUNDED, new CheckOptions().kbots("0").kbots("unbounded").config().matching().kbots());
    }

    @Test
    void badValuesNameTheirOption() {
        assertEquals("kbots: '-1' is not a kBOTS bound (a whole number from 0, or unbounded)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().kbots("-1")).getMessage());
        assertEquals("maxDepth: 3000000000 is too large (at most 2147483647)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().maxDepth(3_000_000_000L)).getMessage());
        assertEquals("maxStates: -5 is not positive",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().maxStates(-5)).getMessage());
        assertEquals("store: 'disk' is not a store (exact, collapse or fingerprint)",
                assertThrows(IllegalArgumentException.class, () -> new CheckOptions().store("disk")).getMessage());
    }
}
