package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.SequentialConformanceTest.Program;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;

/**
 * The reduction oracle for the sequential programs: with one thread there is one path, so what a reduction could
 * break is the run itself (GC, canonical encoding and the stores touching every object the program makes). Under
 * GC on and off, each symmetry and each store (taken in turn), the verdict and error kinds of {@code orbit check}
 * equal those with every reduction off. {@link ReductionOracleTest} does the same, exhaustively, for the
 * concurrent programs.
 */
class SequentialReductionOracleTest {
    private static final List<StateMatching> MATCHINGS = List.of(
            new StateMatching(true, Symmetry.NONE, 0),
            new StateMatching(false, Symmetry.HEAP, 0),
            new StateMatching(true, Symmetry.HEAP, 0),
            new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED),
            // thread symmetry with every thread's identity in the states, as without identity symmetry
            new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true, true, false));

    /**
     * Programs whose exit runs a second thread (java.util.logging's shutdown hook, LogManager$Cleaner, resets every
     * handler) through so much JDK code that, with that code interleaved too, the baseline does not fit in memory
     * (LoggingBasics: 2,728 states, over 2.5 GB unreduced). The baseline keeps the JDK's thread-safe libraries atomic
     * for them; every program is also checked against the baseline with those libraries interleaved otherwise.
     */
    private static final Set<String> LIBRARIES_TOO_LARGE = Set.of("LoggingBasics");

    static Stream<Program> programs() throws IOException {
        return SequentialConformanceTest.programs();
    }

    private record Outcome(Verdict verdict, Set<String> kinds) {
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void reductionsDoNotChangeTheVerdict(Program program) throws Exception {
        Outcome none = check(program, LIBRARIES_TOO_LARGE.contains(program.name())
                ? new StateMatching(false, Symmetry.NONE, 0, true, false) : StateMatching.none(), StoreKind.EXACT);
        StoreKind[] stores = StoreKind.values();
        for (int i = 0; i < MATCHINGS.size(); i++) {
            StateMatching m = MATCHINGS.get(i);
            StoreKind store = stores[i % stores.length];
            assertEquals(none, check(program, m, store), m + " " + store);
        }
        assertEquals(none, check(program, StateMatching.defaults(), StoreKind.COLLAPSE, SearchOrder.PB), "preemption-bounded");
    }

    private static Outcome check(Program program, StateMatching matching, StoreKind store) throws Exception {
        return check(program, matching, store, SearchOrder.DFS);
    }

    private static Outcome check(Program program, StateMatching matching, StoreKind store, SearchOrder order) throws Exception {
        CheckConfig config = new CheckConfig(20_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(1), order, true,
                matching, store);
        CheckTarget target = new CheckTarget(List.of(SequentialConformanceTest.programClasses()), Map.of(),
                "org.orbitmc.programs.seq." + program.name(), List.of(), true, Map.of());
        CheckResult r;
        try {
            r = Search.of(config, ProgressListener.NONE).run(new VmTransitionSystemFactory().create(target, matching));
        } catch (org.orbitmc.vm.UnsupportedFeatureException e) {
            return new Outcome(Verdict.INCOMPLETE, Set.of(e.getMessage())); // before main: the same under every reduction
        }
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(e.kind() + ": " + e.message());
        }
        return new Outcome(r.verdict(), kinds);
    }
}
