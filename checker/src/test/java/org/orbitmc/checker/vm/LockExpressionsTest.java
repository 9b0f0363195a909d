package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.vm.BadInputException;

/**
 * Lock expressions (org.orbitmc.vm.LockExpressions): a field whose accesses all hold a lock named from the accessed object
 * keeps no guard in the state, which must shrink the state space without changing a verdict; an access without the named
 * lock sends the field back to its object's guard and the search starts again.
 */
class LockExpressionsTest {
    private static final StateMatching ON = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true,
            true, true, true, true);
    private static final StateMatching GUARDS = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
            true, true, true, true, false);
    private static final String CONC = "org/orbitmc/programs/conc/";

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "LockFieldAccounts, LockFieldAccounts$Account.balance, LockFieldAccounts$Account.lock",
        "ReentrantLockFieldCounter, ReentrantLockFieldCounter.value, ReentrantLockFieldCounter.lock>java/util/concurrent/locks/ReentrantLock.sync#s",
        "DiningPhilosophers, DiningPhilosophers$Fork.used, this",
        "MessageQueue, MessageQueue$Message.next, MessageQueue#1"})
    void aFieldUnderALockNamedFromItsObjectKeepsNoGuard(String name, String field, String expression) throws Exception {
        VmTransitionSystem on = system(name, ON);
        CheckResult reduced = search(on);
        CheckResult guarded = search(system(name, GUARDS), GUARDS);
        assertEquals(Verdict.NO_ERRORS, reduced.verdict(), reduced::toString);
        assertEquals(Verdict.NO_ERRORS, guarded.verdict(), guarded::toString);
        String named = expression.equals("this") ? expression : CONC + expression;
        assertTrue(on.allRefinementKeys().contains("L:" + CONC + field + "=" + named), on.allRefinementKeys().toString());
        assertTrue(on.allRefinementKeys().stream().noneMatch(k -> k.endsWith(CONC + field) && !k.startsWith("L:")),
                "the field left its expressions: " + on.allRefinementKeys());
        assertEquals(0, on.refinements(), "no restart: " + on.allRefinementKeys());
        assertTrue(reduced.statistics().statesStored() < guarded.statistics().statesStored(),
                reduced.statistics().statesStored() + " states with lock expressions, " + guarded.statistics().statesStored()
                        + " with guards");
    }

    /** The main thread reads the buffer's count after joining every worker, holding no lock: it needs none, being alone. */
    @Test
    void anAccessOfTheOnlyLiveThreadNeedsNoLock() throws Exception {
        VmTransitionSystem on = system("BoundedBufferRing", ON);
        assertEquals(Verdict.NO_ERRORS, search(on).verdict());
        assertTrue(on.allRefinementKeys().contains("L:" + CONC + "BoundedBufferRing.count=" + CONC + "BoundedBufferRing#1;this"),
                on.allRefinementKeys().toString());
        assertTrue(on.allRefinementKeys().stream().noneMatch(k -> k.startsWith("K:")), on.allRefinementKeys().toString());
    }

    /**
     * A deposit reads the balance before taking the account's lock: the balance leaves its expressions for its object's
     * guard (a restart), where the read is unprotected (another), and the lost update is found and replays.
     */
    @Test
    void anAccessWithoutTheNamedLockGoesToTheGuardAndTheRaceIsFound() throws Exception {
        VmTransitionSystem on = system("LockFieldAccountsRace", ON);
        CheckResult result = search(on);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        VmTransitionSystem guards = system("LockFieldAccountsRace", GUARDS);
        assertEquals(Verdict.ERRORS, search(guards, GUARDS).verdict());
        // Two restarts: the balance leaves its expressions (K:), then its guard (U:); with guards only, the second alone.
        assertEquals(2, on.refinements(), on.allRefinementKeys().toString());
        assertEquals(1, guards.refinements(), guards.allRefinementKeys().toString());
        Counterexample error = result.errors().get(0);
        String balance = CONC + "LockFieldAccountsRace$Account.balance";
        // The schedule names the balance unguarded; how it was judged before (K:) is then no part of it.
        assertEquals(List.of("U:" + balance), error.refinements().stream().filter(k -> !k.startsWith("N:")).toList());
        TransitionSystem fresh = system("LockFieldAccountsRace", ON);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not replay under its refinements");
        assertEquals(error.message(), replay.error().message());
    }

    /**
     * Main reads the cell alone (no lock needed, recorded nowhere), then a worker writes it without a lock: the field must
     * go to its object's guard by a restart, or a path re-executed from the start (the preemption-bounded search's way
     * back to a waiting state) or a replay would record main's read in the guard and make other transitions. It did not
     * restart, and the preemption-bounded search stopped with "the transition system is not deterministic".
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = SearchOrder.class, names = {"PB", "DFS"})
    void aFieldAccessedAloneGoesToItsGuardByARestart(SearchOrder order) throws Exception {
        VmTransitionSystem on = system("AloneThenUnlocked", ON);
        CheckResult result = CorpusSearch.search(on, ON, order);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        // Two restarts: the value leaves its expressions (K:), then its guard (U:, which the keys keep in place of K:).
        assertEquals(2, on.refinements(), on.allRefinementKeys().toString());
        assertEquals(List.of("U:" + CONC + "AloneThenUnlocked$Cell.value"), on.allRefinementKeys().stream()
                .filter(k -> !k.startsWith("N:") && !k.startsWith("L:")).toList());
        Counterexample error = result.errors().get(0);
        TransitionSystem fresh = system("AloneThenUnlocked", ON);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not replay under its refinements: " + error.scheduleText());
        assertEquals(error.message(), replay.error().message());
    }

    /**
     * The nodes' fields are protected by the monitor of the one NodeQueue (a lock expression naming the container's lock,
     * not one reached from the node) until the mover makes a second queue: that ends the expression for every field
     * (O:), the fields it protected alone go to their objects' guards by a restart (K:), where the visit under the second
     * queue's monitor is unprotected (U:, another restart), and the lost update is found and replays. Without the restart
     * at the second instance the search would go on with guards that lack the accesses the expression made invisible.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = SearchOrder.class, names = {"PB", "DFS"})
    void aSecondInstanceEndsTheExpressionNamingTheFirstByARestart(SearchOrder order) throws Exception {
        VmTransitionSystem on = system("QueueHandOffRace", ON);
        CheckResult result = CorpusSearch.search(on, ON, order);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        String node = CONC + "QueueHandOffRace$Node.";
        List<String> keys = on.allRefinementKeys();
        assertTrue(keys.contains("O:" + CONC + "QueueHandOffRace$NodeQueue"), keys.toString());
        assertTrue(keys.contains("L:" + node + "visits=" + CONC + "QueueHandOffRace$NodeQueue#1"), keys.toString());
        assertTrue(keys.contains("U:" + node + "visits"), keys.toString());
        // Four refinements that restart: next and visits leave the expression for their guards (K:, which the keys drop
        // once the same field is U:), then both leave their guards (U:). Skipping the restart at the second instance
        // leaves two.
        assertEquals(4, on.refinements(), keys.toString());
        Counterexample error = result.errors().get(0);
        TransitionSystem fresh = system("QueueHandOffRace", ON);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not replay under its refinements: " + error.scheduleText());
        assertEquals(error.message(), replay.error().message());
    }

    /**
     * The ring's slots (an array in a final field of the buffer) are read and written under the buffer's monitor: the
     * expression naming the one BoundedBufferRing protects the elements of the arrays of that allocation site, which then
     * keep no guard, and the states no longer split by which producer or consumer touched the ring last.
     */
    @Test
    void arrayElementsUnderTheirContainersLockKeepNoGuard() throws Exception {
        VmTransitionSystem on = system("BoundedBufferRing", ON);
        CheckResult reduced = search(on);
        CheckResult guarded = search(system("BoundedBufferRing", GUARDS), GUARDS);
        assertEquals(Verdict.NO_ERRORS, reduced.verdict(), reduced::toString);
        String site = CONC + "BoundedBufferRing.<init>()V@";
        List<String> keys = on.allRefinementKeys();
        assertTrue(keys.stream().anyMatch(k -> k.startsWith("L:" + site) && k.endsWith("=" + CONC + "BoundedBufferRing#1")),
                keys.toString());
        assertTrue(keys.stream().noneMatch(k -> k.startsWith("Q:") || k.startsWith("P:")), keys.toString());
        assertEquals(0, on.refinements(), keys.toString());
        assertTrue(reduced.statistics().statesStored() < guarded.statistics().statesStored(),
                reduced.statistics().statesStored() + " states with lock expressions, " + guarded.statistics().statesStored()
                        + " with guards");
    }

    /**
     * An array updated under its tally's monitor gets a second tally, which updates it under its own: the second instance
     * ends the expression (O:), the array's site goes to its guards by a restart (Q:, which the keys leave out once the
     * site has P: and E:), its elements get a guard each, then none, and the lost update is found and replays.
     */
    @ParameterizedTest(name = "{0}")
    @EnumSource(value = SearchOrder.class, names = {"PB", "DFS"})
    void aSecondInstanceEndsTheExpressionOfArrayElements(SearchOrder order) throws Exception {
        VmTransitionSystem on = system("SharedSlotsRace", ON);
        CheckResult result = CorpusSearch.search(on, ON, order);
        assertEquals(Verdict.ERRORS, result.verdict(), result::toString);
        List<String> keys = on.allRefinementKeys();
        String site = CONC + "SharedSlotsRace.main([Ljava/lang/String;)V@1";
        assertTrue(keys.contains("O:" + CONC + "SharedSlotsRace$Tally"), keys.toString());
        assertTrue(keys.contains("L:" + site + "=" + CONC + "SharedSlotsRace$Tally#1"), keys.toString());
        assertTrue(keys.contains("E:" + site), keys.toString());
        // Three refinements that restart: the site to its guards (Q:), to a guard per element (P:), unguarded (E:).
        assertEquals(3, on.refinements(), keys.toString());
        Counterexample error = result.errors().get(0);
        TransitionSystem fresh = system("SharedSlotsRace", ON);
        fresh.refine(error.refinements());
        Replay.Result replay = Replay.run(fresh, error.schedule());
        assertNotNull(replay.error(), "the schedule did not replay under its refinements: " + error.scheduleText());
        assertEquals(error.message(), replay.error().message());
    }

    /** Another VM's narrowing, as a parallel search shares it, narrows this VM's expressions to what both found. */
    @Test
    void aSharedNarrowingIntersects() throws Exception {
        VmTransitionSystem system = system("LockFieldAccounts", ON);
        String balance = "L:" + CONC + "LockFieldAccounts$Account.balance=";
        system.refine(List.of(balance + "this;" + CONC + "LockFieldAccounts$Account.lock"));
        assertEquals(Verdict.NO_ERRORS, search(system).verdict());
        assertTrue(system.allRefinementKeys().contains(balance + CONC + "LockFieldAccounts$Account.lock"),
                system.allRefinementKeys().toString());
        assertEquals(0, system.refinements());
        // Expressions no access holds: every access misses them, so the field goes to its guard and the search restarts.
        VmTransitionSystem wrong = system("LockFieldAccounts", ON);
        wrong.refine(List.of(balance + "this"));
        assertEquals(Verdict.NO_ERRORS, search(wrong).verdict());
        assertTrue(wrong.allRefinementKeys().contains("K:" + CONC + "LockFieldAccounts$Account.balance"),
                wrong.allRefinementKeys().toString());
    }

    @Test
    void aNarrowingWithoutExpressionsIsBadInput() throws Exception {
        VmTransitionSystem system = system("LockFieldAccounts", ON);
        BadInputException e = assertThrows(BadInputException.class, () -> system.refine(List.of("L:Nothing.here")));
        assertTrue(e.getMessage().contains("L:Nothing.here"), e.getMessage());
    }

    private static CheckResult search(TransitionSystem system) {
        return search(system, ON);
    }

    private static CheckResult search(TransitionSystem system, StateMatching matching) {
        return CorpusSearch.search(system, matching);
    }

    private static VmTransitionSystem system(String name, StateMatching matching) throws Exception {
        return CorpusSearch.system(name, matching);
    }
}
