package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.programs.bench.JoinRounds;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.thread.VmThread;

/**
 * Ended threads leave the thread table (Threads.dropEnded): what a state holds, encodes, snapshots and restores is
 * the live threads, thread ids are never given twice along a path, and keeping the ended threads (the old table) gives
 * the same verdicts and errors on every concurrent program, with at least as many states.
 */
class EndedThreadsTest {
    private static final int ROUNDS = 4;

    private static VmTransitionSystem joinRounds(StateMatching matching) throws URISyntaxException {
        Path classes = Path.of(JoinRounds.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        CheckTarget target = new CheckTarget(List.of(classes), Map.of(), JoinRounds.class.getName(), List.of(String.valueOf(ROUNDS)),
                true, Map.of());
        return (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
    }

    /**
     * One schedule of JoinRounds to its end, the last choice each time (the worker first): after every step the table
     * holds only threads that have not ended, sorted by id, at most main and one worker; the workers get ids 1 to
     * ROUNDS; and the encoding has a component for each live thread only.
     */
    @Test
    void theTableHoldsOnlyLiveThreadsAndIdsAreNotReused() throws Exception {
        for (StateMatching matching : List.of(StateMatching.defaults(), new StateMatching(true, Symmetry.NONE, 0, true, true))) {
            VmTransitionSystem system = joinRounds(matching);
            Vm vm = system.vm();
            Set<Integer> chosen = new TreeSet<>();
            int steps = 0;
            for (List<Choice> enabled = system.enabled(); !enabled.isEmpty(); enabled = system.enabled()) {
                Choice c = enabled.get(enabled.size() - 1);
                chosen.add(c.thread());
                system.step(c);
                steps++;
                List<VmThread> table = vm.threads();
                assertTrue(table.size() <= 2, "step " + steps + ": " + table);
                for (int i = 0; i < table.size(); i++) {
                    assertNotEquals(VmThread.TERMINATED, table.get(i).status, "step " + steps + ": " + table);
                    assertTrue(i == 0 || table.get(i - 1).id() < table.get(i).id(), "step " + steps + ": " + table);
                }
                StateVector v = new StateVector();
                system.encode(v);
                assertEquals(table.size(), threadComponents(v), "step " + steps);
            }
            assertEquals(Set.of(0, 1, 2, 3, 4), chosen);
            assertTrue(system.isFinished());
            assertEquals(ROUNDS + 1, vm.threadTable().nextId());
        }
    }

    /**
     * A snapshot taken in round 2 restores the table and the id counter: the same choices from there give the same
     * thread ids (schedules replay), also after a path on which more threads started and ended.
     */
    @Test
    void aRestoredStateGivesTheSameIdsAgain() throws Exception {
        VmTransitionSystem system = joinRounds(StateMatching.defaults());
        Vm vm = system.vm();
        // Refinements (fields found unguarded) are host state that changes later transitions: make them first.
        Object initial = system.snapshot();
        runToEnd(system, true);
        system.restore(initial);
        runToEnd(system, false);
        system.restore(initial);
        int refinements = system.refinements();
        while (vm.threadTable().nextId() < 3) {
            system.step(system.enabled().get(0));
        }
        Object round2 = system.snapshot();
        String table = vm.threads().toString();
        List<Choice> path = new ArrayList<>();
        for (List<Choice> enabled = system.enabled(); !enabled.isEmpty(); enabled = system.enabled()) {
            path.add(enabled.get(enabled.size() - 1));
            system.step(path.get(path.size() - 1));
        }
        system.restore(round2);
        assertEquals(table, vm.threads().toString());
        assertEquals(3, vm.threadTable().nextId());
        for (Choice c : path) {
            assertTrue(system.enabled().contains(c), c + " not enabled again in " + system.enabled());
            system.step(c);
        }
        assertTrue(system.isFinished());
        assertEquals(refinements, system.refinements(), "a refinement during the test makes its replay meaningless");
    }

    private static void runToEnd(VmTransitionSystem system, boolean first) {
        for (List<Choice> enabled = system.enabled(); !enabled.isEmpty(); enabled = system.enabled()) {
            system.step(enabled.get(first ? 0 : enabled.size() - 1));
        }
    }

    private static int threadComponents(StateVector v) {
        int n = 0;
        for (int c = 0; c < v.components(); c++) {
            n += v.part(c) == StateVector.THREADS ? 1 : 0;
        }
        return n;
    }

    static Stream<Program> programs() throws Exception {
        return ConcurrentPrograms.all().stream();
    }

    /** The oracle: keeping ended threads in the table changes no verdict and no error kind, and merges no fewer states. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void keepingEndedThreadsChangesNoVerdict(Program program) throws Exception {
        for (StateMatching matching : List.of(StateMatching.defaults(), new StateMatching(false, Symmetry.NONE, 0, true, true))) {
            Outcome kept = check(program, matching, true);
            Outcome dropped = check(program, matching, false);
            assertNotEquals(Verdict.INCOMPLETE, kept.verdict(), matching.toString());
            assertEquals(kept.verdict(), dropped.verdict(), matching.toString());
            assertEquals(kept.kinds(), dropped.kinds(), matching.toString());
            if (matching.symmetry() != Symmetry.NONE) {
                assertTrue(dropped.states() <= kept.states(), matching + ": " + dropped.states() + " states, " + kept.states() + " kept");
            }
        }
    }

    private record Outcome(Verdict verdict, Set<String> kinds, long states) {
    }

    private static Outcome check(Program program, StateMatching matching, boolean keep) throws Exception {
        CheckConfig config = new CheckConfig(100_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS, true,
                matching, StoreKind.COLLAPSE);
        VmTransitionSystem system = (VmTransitionSystem) new VmTransitionSystemFactory().create(
                new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of()), matching);
        if (keep) {
            system.keepEndedThreads();
        }
        CheckResult r = Search.of(config, ProgressListener.NONE).run(system);
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(e.kind());
        }
        return new Outcome(r.reason() != null && r.verdict() == Verdict.ERRORS ? Verdict.INCOMPLETE : r.verdict(), kinds,
                r.statistics().statesStored());
    }
}
