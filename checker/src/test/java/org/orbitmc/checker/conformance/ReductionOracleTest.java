package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
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
 * Switching a reduction off is the oracle for reductions: for every concurrent test program, the verdict and
 * the set of error kinds (all errors, not only the first) under every state-matching configuration and store
 * equal those with state matching off (no GC, no symmetry) and lossless (collapse) storage. Only state counts may change, and
 * they may only go down or stay when a symmetry is added to GC alone.
 *
 * <p>Every matching (GC on and off × no symmetry, heap, heap + kBOTS k = 1, 2, unbounded) runs with every store
 * for programs whose space is small, and with the stores taken in turn otherwise (each store is separately
 * tested to answer exactly as a set would). Atomic libraries stay on here; switching them off is checked
 * against the default configuration for the programs small enough to explore that way. Scheduling points by lock
 * discipline are off in the oracle and the matchings above, and on in two more (the defaults, and GC alone). Identity
 * symmetry is on wherever threads are ordered (the three-argument matchings and the defaults), and off in one more: the
 * defaults without it.
 */
class ReductionOracleTest {
    /** Too large to explore with every interleaving inside java.util.concurrent within the suite's time. */
    private static final Set<String> LIBRARIES_TOO_LARGE = Set.of("ReadWriteLockOk", "ArrayBlockingQueueOk",
            "LinkedBlockingQueueTwoProducers", "ExecutorSum", "ExecutorTaskThrows", "CyclicBarrierOk",
            "ReentrantLockConditionOk", "BlockingQueueTakeTooMany", "CyclicBarrierTooFewParties", "DiningPhilosophers", "OrderedList",
            "LockCouplingTree", "DrainToSynchronizedList", "CountDownLatchOk", "DrainToSharedList",
            "FileAppendRace", "FileAppendSynchronized", "BoundedBufferIfWait", "JoinedCountersUnlocked",
            // over 150,000 states with each thread's start and end and the latch interleaved too
            "SymmetricWorkers", "SymmetricLockedCounter", "SymmetricBoundedBuffer", "WinnerByName", "WinnerById",
            "ReentrantLockFieldCounter");
    /**
     * All errors are asked for, and a search goes on past an error: ExecutorTaskThrows needs 309,055 states unreduced
     * (120,475 before a library's code after a callback became a step of its own, fuzz finding 8; about 45 s).
     */
    private static final long MAX_STATES = 400_000;
    /**
     * With libraries interleaved, each thread's start and end (Thread.start, Thread.exit, ThreadGroup bookkeeping,
     * ensure_join) is interleaved too: the three-thread programs reach 85,000 to 140,000 states.
     */
    private static final long MAX_STATES_INTERLEAVED = 150_000;
    private static final int SMALL = 2_000;
    private static final long EXACT_AT_MOST = 20_000;
    /** Preemption-bounded search stores a state once per thread that may be preempted in it. */
    private static final long MAX_STATES_PB = 600_000;

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    private record Outcome(Verdict verdict, Set<String> kinds, long states) {
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void reductionsChangeCountsNotVerdicts(Program program) throws Exception {
        // The collapse store is lossless, so the oracle stays exact; the exact store of ExecutorTaskThrows's 120,475
        // unreduced states (now 309,055) needed 4.3 GB of host heap (collapsed: 0.65 GB), enough for the memory guard to
        // stop it.
        Outcome none = check(program, new StateMatching(false, Symmetry.NONE, 0, true, false, false), StoreKind.COLLAPSE);
        assertNotEquals(Verdict.INCOMPLETE, none.verdict(), "the oracle itself did not finish");
        List<StateMatching> matchings = new ArrayList<>();
        for (boolean gc : new boolean[] {false, true}) {
            matchings.add(new StateMatching(gc, Symmetry.NONE, 0));
            matchings.add(new StateMatching(gc, Symmetry.HEAP, 0));
            for (int k : new int[] {1, 2, StateMatching.UNBOUNDED}) {
                matchings.add(new StateMatching(gc, Symmetry.HEAP_AND_THREADS, k));
            }
        }
        // The exact store keeps every encoding whole (about 36 KB a state here): it takes its turn on programs small
        // enough that the host's heap cannot decide a verdict.
        StoreKind[] stores = none.states() <= EXACT_AT_MOST ? StoreKind.values()
                : new StoreKind[] {StoreKind.COLLAPSE, StoreKind.FINGERPRINT};
        int turn = 0;
        long gcOnly = -1;
        for (StateMatching m : matchings) {
            List<StoreKind> kinds = none.states() <= SMALL ? List.of(stores) : List.of(stores[turn++ % stores.length]);
            for (StoreKind store : kinds) {
                Outcome o = check(program, m, store);
                String config = m + " " + store;
                assertEquals(none.verdict(), o.verdict(), config);
                assertEquals(none.kinds(), o.kinds(), config);
                if (m.gc() && m.symmetry() == Symmetry.NONE) {
                    gcOnly = o.states();
                } else if (m.gc() && gcOnly >= 0 && store != StoreKind.FINGERPRINT) {
                    assertEquals(true, o.states() <= gcOnly, config + ": " + o.states() + " states, GC alone " + gcOnly);
                }
            }
        }
        // Scheduling points by lock discipline, eager starts, identity symmetry and lock expressions (the defaults), each with its
        // own store: the oracle has them off (the matchings above have eager starts and, with thread symmetry, identity
        // symmetry on; with lock discipline, lock expressions too, and the last one here has them off).
        for (StateMatching m : List.of(StateMatching.defaults(), new StateMatching(true, Symmetry.NONE, 0, true, true),
                new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true, false),
                new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true, true, false),
                new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true, true, true, false))) {
            StoreKind store = stores[turn++ % stores.length];
            Outcome o = check(program, m, store);
            assertEquals(none.verdict(), o.verdict(), m + " " + store);
            assertEquals(none.kinds(), o.kinds(), m + " " + store);
        }
        // Partial-order reductions of the depth-first search (sleep sets, dynamic partial-order reduction), with the default
        // matching and with heap symmetry and lock discipline off: the same verdict and the same errors (all asked for).
        for (StateMatching m : List.of(StateMatching.defaults(), new StateMatching(true, Symmetry.NONE, 0, true, false))) {
            for (boolean dpor : new boolean[] {false, true}) {
                CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(4),
                        SearchOrder.DFS, true, m, StoreKind.COLLAPSE).withSleepSets(!dpor).withDpor(dpor);
                Outcome o = check(program, m, config);
                String name = m + (dpor ? " --dpor" : " --sleep-sets");
                assertEquals(none.verdict(), o.verdict(), name);
                assertEquals(none.kinds(), o.kinds(), name);
            }
        }
        // Preemption bounding changes the order, never the verdict or the errors reached (all errors asked for).
        Outcome pb = check(program, StateMatching.defaults(), StoreKind.COLLAPSE, MAX_STATES_PB, SearchOrder.PB);
        assertEquals(none.verdict(), pb.verdict(), "preemption-bounded");
        assertEquals(none.kinds(), pb.kinds(), "preemption-bounded");
        if (!LIBRARIES_TOO_LARGE.contains(program.name())) {
            StateMatching interleaved = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, false);
            Outcome o = check(program, interleaved, StoreKind.COLLAPSE, MAX_STATES_INTERLEAVED);
            assertEquals(none.verdict(), o.verdict(), interleaved.toString());
            assertEquals(none.kinds(), o.kinds(), interleaved.toString());
        }
    }

    private static Outcome check(Program program, StateMatching matching, StoreKind store) throws Exception {
        return check(program, matching, store, MAX_STATES);
    }

    private static Outcome check(Program program, StateMatching matching, StoreKind store, long maxStates) throws Exception {
        return check(program, matching, store, maxStates, SearchOrder.DFS);
    }

    private static Outcome check(Program program, StateMatching matching, StoreKind store, long maxStates, SearchOrder order)
            throws Exception {
        return check(program, matching, new CheckConfig(maxStates, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(4), order,
                true, matching, store));
    }

    private static Outcome check(Program program, StateMatching matching, CheckConfig config) throws Exception {
        CheckResult r = Search.of(config, ProgressListener.NONE).run(new VmTransitionSystemFactory().create(
                new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of()), matching));
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(e.kind());
        }
        // With all errors collected, a search that found some and then hit a limit still says errors (with a reason).
        return new Outcome(r.reason() != null && r.verdict() == Verdict.ERRORS ? Verdict.INCOMPLETE : r.verdict(), kinds,
                r.statistics().statesStored());
    }
}
