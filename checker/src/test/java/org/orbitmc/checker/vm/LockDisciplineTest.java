package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.BadInputException;

/**
 * Scheduling points by lock discipline: accesses that hold their object's lock are no scheduling points, which must
 * shrink the state space of lock-based programs without changing a verdict; an access without the lock makes its field
 * visible and the search start again, and the counterexample then replays under that refinement.
 */
class LockDisciplineTest {
    private static final StateMatching ON = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true);
    private static final StateMatching OFF = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, false);
    /** Lock discipline by guards alone: {@code --no-lock-expressions}. */
    private static final StateMatching GUARDS = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
            true, true, true, true, false);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"LockedPairConsistent", "JoinedCountersUnlocked", "SynchronizedCounter", "DiningPhilosophersOrdered",
            "BoundedBufferNotifyAll", "SlotPerWorker", "StripedCounters", "StaticFieldsOwnLocks"})
    void protectedAccessesShrinkTheSpaceAndRefineNothing(String name) throws Exception {
        VmTransitionSystem on = system(name, ON);
        CheckResult reduced = search(on, ON);
        CheckResult full = search(system(name, OFF), OFF);
        assertEquals(Verdict.NO_ERRORS, reduced.verdict(), reduced::toString);
        assertEquals(Verdict.NO_ERRORS, full.verdict(), full::toString);
        // Every field access holds its object's lock, every element access its element's (a worker's own slot: its
        // virtual lock; a stripe: the stripe's lock), every static access its static's: at most an array's or a class's
        // one guard is split (P:, G:), nothing is unguarded. (A monitor entered holding no other is unguarded by its
        // first acquisition: a key, no restart. A field whose lock is named by no lock expression goes to its object's
        // guard, K:, and an allocation site's arrays to theirs, Q:, which unguards nothing.)
        assertEquals(List.of(), on.refinementKeys().stream().filter(k -> !k.startsWith("N:") && !k.startsWith("P:")
                && !k.startsWith("G:") && !k.startsWith("K:") && !k.startsWith("Q:")).toList(),
                "every access of this program holds its location's lock");
        assertTrue(reduced.statistics().statesStored() < full.statistics().statesStored(),
                reduced.statistics().statesStored() + " states with lock discipline, " + full.statistics().statesStored() + " without");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"LockedPairTornRead", "ReentrantLockLostUpdate"})
    void anUnprotectedAccessRefinesAndItsCounterexampleReplaysUnderTheRefinement(String name) throws Exception {
        CheckResult result = search(system(name, ON), ON);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        assertEquals(Verdict.ERRORS, search(system(name, OFF), OFF).verdict());
        Counterexample error = result.errors().get(0);
        assertTrue(error.refinements().stream().anyMatch(k -> k.startsWith("U:") && (k.endsWith(".value") || k.endsWith(".x") || k.endsWith(".y"))),
                error.refinements().toString());
        assertTrue(error.scheduleText().contains("@"), error.scheduleText());

        TransitionSystem fresh = system(name, ON);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not replay under its refinements");
        assertEquals(error.message(), replay.error().message());
    }

    /**
     * An array's one guard that loses protection splits into a guard per element for its allocation site's arrays; an
     * element that loses its own makes that site's elements visible.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"SlotPerWorkerRace", "StripedCountersWrongStripe"})
    void anUnprotectedElementRefinesItsAllocationSite(String name) throws Exception {
        CheckResult result = search(system(name, ON), ON);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        Counterexample error = result.errors().get(0);
        String site = "org/orbitmc/programs/conc/" + name + ".";
        // (Q:, the site's arrays judged by their guards rather than lock expressions, stays where the site has no P: or E:.)
        assertEquals(List.of(), error.refinements().stream().filter(k -> !k.startsWith("N:") && !k.startsWith("P:" + site)
                && !k.startsWith("E:" + site) && !k.startsWith("Q:" + site)).toList(), "only the array's site is refined");
        assertTrue(error.refinements().stream().anyMatch(k -> k.startsWith("P:" + site)), error.refinements().toString());
        assertTrue(error.refinements().stream().anyMatch(k -> k.startsWith("E:" + site)), error.refinements().toString());
        TransitionSystem fresh = system(name, ON);
        fresh.refine(error.refinements());
        assertNotNull(Replay.run(fresh, error.schedule()).error(), "the schedule did not replay under its refinements");
    }

    /** A VarHandle's (Unsafe's) access to a static goes through the class's mirror and counts for the static's guard. */
    @Test
    void anAtomicAccessToAStaticUnguardsItsLockedAccesses() throws Exception {
        CheckResult result = search(system("StaticVarHandleMixed", ON), ON);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        assertTrue(result.errors().get(0).refinements().contains("U:org/orbitmc/programs/conc/StaticVarHandleMixed.count"),
                result.errors().get(0).refinements().toString());
    }

    @Test
    void aMonitorAlwaysEnteredUnderAnotherIsNoSchedulingPoint() throws Exception {
        VmTransitionSystem on = system("NestedMonitorFixed", ON);
        CheckResult reduced = search(on, ON);
        assertEquals(Verdict.NO_ERRORS, reduced.verdict(), reduced::toString);
        // OUTER is entered holding no monitor: its site is unguarded at its first acquisition, which was visible anyway,
        // so nothing restarts. INNER is only ever entered under OUTER: guarded, its acquisitions no scheduling points.
        List<String> monitors = on.refinementKeys().stream().filter(k -> k.startsWith("N:")).toList();
        assertEquals(1, monitors.size(), monitors::toString);
        assertEquals(0, on.refinements(), "no restart: " + on.refinementKeys());
        CheckResult full = search(system("NestedMonitorFixed", OFF), OFF);
        assertEquals(Verdict.NO_ERRORS, full.verdict());
        assertTrue(reduced.statistics().statesStored() < full.statistics().statesStored());
    }

    @Test
    void aMonitorHeldAfterItsOuterLockIsReleasedRefinesAndTheLockoutIsFound() throws Exception {
        // The waiter keeps INNER while OUTER.wait() releases OUTER; the notifier then finds INNER owned: unprotected.
        VmTransitionSystem on = system("NestedMonitorLockout", ON);
        CheckResult result = search(on, ON);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        assertEquals(Counterexample.DEADLOCK, result.errors().get(0).kind());
        assertTrue(on.refinements() > 0, "INNER's earlier acquisitions were invisible: the search must start again");
        Counterexample error = result.errors().get(0);
        TransitionSystem fresh = system("NestedMonitorLockout", ON);
        fresh.refine(error.refinements());
        assertNotNull(Replay.run(fresh, error.schedule()).error(), "the schedule did not replay under its refinements");
    }

    @Test
    void anUnknownRefinementIsBadInput() throws Exception {
        VmTransitionSystem system = system("LockedPairTornRead", ON);
        BadInputException e = assertThrows(BadInputException.class, () -> system.refine(List.of("Z:Nothing.here")));
        assertTrue(e.getMessage().contains("Z:Nothing.here"), e.getMessage());
    }

    /**
     * HandedOnCounter's workers add to the counter in either order; at the end the counter's guard names only the locks
     * and the thread of whichever went last. Every thread it names has ended, so the next access would start a new
     * history whoever made it: the encoding writes it as no guard, and the two orders end in one state (they would not
     * if ended histories were encoded).
     */
    @Test
    void aGuardWhoseThreadsHaveAllEndedIsNoPartOfTheState() throws Exception {
        assertEquals(finalState(List.of(1, 2, 0)), finalState(List.of(2, 0, 1)));
    }

    /**
     * The encoding of the last state of the schedule that runs the first enabled thread of {@code preference} (thread
     * ids: main 0, the workers 1 and 2).
     */
    private static List<Integer> finalState(List<Integer> preference) throws Exception {
        VmTransitionSystem system = system("HandedOnCounter", ON);
        List<Integer> order = new ArrayList<>();
        for (List<Choice> enabled = system.enabled(); !enabled.isEmpty(); enabled = system.enabled()) {
            Choice next = enabled.get(0);
            for (int id : preference) {
                Choice c = enabled.stream().filter(e -> e.thread() == id).findFirst().orElse(null);
                if (c != null) {
                    next = c;
                    break;
                }
            }
            if (next.thread() != 0 && !order.contains(next.thread())) {
                order.add(next.thread());
            }
            system.step(next);
        }
        assertEquals(preference.subList(0, 2).stream().filter(id -> id != 0).findFirst().orElseThrow(), order.get(0),
                "the schedule did not run the preferred worker first: " + order);
        assertEquals(0, system.refinements(), "a worker's access was unprotected");
        StateVector v = new StateVector();
        system.encode(v);
        return IntStream.of(Arrays.copyOf(v.data(), v.size())).boxed().toList();
    }

    /**
     * A racing access right before or right after another thread's end: the access that follows the end starts a new
     * history (its only other accessor has ended) or is made by the only live thread, so it is invisible, and the failing
     * schedule has the other thread's racing access and end inside that access's step. The search must still meet the
     * race in an order where both threads are alive (the step first, at least), unguard the field and start again
     * (docs/algorithms.md, "A thread that ends mid-way"): every verdict equals the one without the rule and the one
     * without lock expressions, under the default search and depth-first.
     */
    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({
        "WriterEndsBeforeLockedRead, PB, ERRORS", "WriterEndsBeforeLockedRead, DFS, ERRORS",
        "WriterEndsBeforeAloneRead, PB, ERRORS", "WriterEndsBeforeAloneRead, DFS, ERRORS",
        "ReaderEndsBeforeUnlockedWrite, PB, ERRORS", "ReaderEndsBeforeUnlockedWrite, DFS, ERRORS",
        "WriterEndsBeforePublishedRead, PB, NO_ERRORS", "WriterEndsBeforePublishedRead, DFS, NO_ERRORS"})
    void aRaceAcrossAThreadsEndIsStillFound(String name, SearchOrder order, Verdict expected) throws Exception {
        VmTransitionSystem on = system(name, ON);
        CheckResult reduced = CorpusSearch.search(on, ON, order);
        CheckResult guards = CorpusSearch.search(system(name, GUARDS), GUARDS, order);
        CheckResult full = CorpusSearch.search(system(name, OFF), OFF, order);
        assertEquals(expected, full.verdict(), full::toString);
        assertEquals(full.verdict(), reduced.verdict(), reduced::toString);
        assertEquals(full.verdict(), guards.verdict(), guards::toString);
        assertTrue(!reduced.stoppedAtLimit() && !guards.stoppedAtLimit() && !full.stoppedAtLimit(), "a search stopped at a limit");
        // The cell's value is unguarded in every one: the race is met, whichever order comes first.
        String value = "U:org/orbitmc/programs/conc/" + name + "$Cell.value";
        assertTrue(on.allRefinementKeys().contains(value), on.allRefinementKeys().toString());
        if (expected == Verdict.ERRORS) {
            Counterexample error = reduced.errors().get(0);
            TransitionSystem fresh = system(name, ON);
            fresh.refine(error.refinements());
            Replay.Result replay = Replay.run(fresh, error.schedule());
            assertNotNull(replay.error(), "the schedule did not replay under its refinements: " + error.scheduleText());
            assertEquals(error.message(), replay.error().message());
        }
    }

    private static CheckResult search(TransitionSystem system, StateMatching matching) {
        return CorpusSearch.search(system, matching);
    }

    private static VmTransitionSystem system(String name, StateMatching matching) throws Exception {
        return CorpusSearch.system(name, matching);
    }
}
