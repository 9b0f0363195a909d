package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.FieldInfo;

/**
 * Identity symmetry (docs/algorithms.md, "Thread identities"): thread ids and names no code reads are left out of states,
 * so identical workers become interchangeable; any read of one is an observation that restarts the search with it.
 */
class IdentitySymmetryTest {
    private static final StateMatching WITHOUT = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
            true, true, true, false);

    private static VmTransitionSystem system(String program, StateMatching matching) throws Exception {
        Program p = new Program(program, true, "-");
        CheckTarget target = new CheckTarget(List.of(p.classes()), Map.of(), p.mainClass(), List.of(), true, Map.of());
        return (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
    }

    private static CheckResult check(VmTransitionSystem system) {
        CheckConfig config = new CheckConfig(200_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS, false);
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    private static FieldInfo threadField(Vm vm, String name) {
        return vm.classes().load("java/lang/Thread").findField(name, null);
    }

    /** Identical workers that never read an identity: strictly fewer states, the same verdict, no refinement. */
    @Test
    void identicalWorkersMerge() throws Exception {
        VmTransitionSystem on = system("SymmetricWorkers", StateMatching.defaults());
        CheckResult reduced = check(on);
        CheckResult exact = check(system("SymmetricWorkers", WITHOUT));
        assertEquals(Verdict.NO_ERRORS, reduced.verdict());
        assertEquals(Verdict.NO_ERRORS, exact.verdict());
        assertEquals(0, on.refinements());
        assertTrue(on.vm().threadIdentities().hides(threadField(on.vm(), "tid")));
        assertTrue(on.vm().threadIdentities().hides(threadField(on.vm(), "name")));
        long states = reduced.statistics().statesStored();
        long without = exact.statistics().statesStored();
        assertTrue(states < without, states + " states with identity symmetry, " + without + " without");
    }

    /**
     * The winner of a race is asserted by its name or id, read only after both workers ended: the read refines, the search
     * starts again with the identity in the states, and finds the assertion. Had the read not counted (the whole search run
     * as unobserved), the states in which the other worker won would have matched and the error been missed: what makes
     * this test able to fail.
     */
    @ParameterizedTest
    @ValueSource(strings = {"WinnerByName:name", "WinnerById:tid"})
    void aReadIdentityIsRestoredAndTheBugFound(String spec) throws Exception {
        String program = spec.substring(0, spec.indexOf(':'));
        String field = spec.substring(spec.indexOf(':') + 1);
        VmTransitionSystem system = system(program, StateMatching.defaults());
        CheckResult found = check(system);
        assertEquals(Verdict.ERRORS, found.verdict());
        assertEquals("assertion", found.errors().get(0).kind());
        assertTrue(system.refinements() > 0);
        assertFalse(system.vm().threadIdentities().hides(threadField(system.vm(), field)));

        VmTransitionSystem blind = system(program, StateMatching.defaults());
        CheckResult[] missed = new CheckResult[1];
        blind.vm().unobserved(() -> missed[0] = check(blind));
        assertEquals(Verdict.NO_ERRORS, missed[0].verdict(), "an unobserved identity should have hidden the bug");
    }

    /** ReentrantReadWriteLock reads the reader's tid through Unsafe (LockSupport.getThreadId): an observation of tid only. */
    @Test
    void anUnsafeReadObservesTheId() throws Exception {
        VmTransitionSystem system = system("ReadWriteLockOk", StateMatching.defaults());
        assertEquals(Verdict.NO_ERRORS, check(system).verdict());
        Vm vm = system.vm();
        assertFalse(vm.threadIdentities().hides(threadField(vm, "tid")));
        assertTrue(vm.threadIdentities().hides(threadField(vm, "name")));
    }

    /**
     * A worker's uncaught exception is shown by previewing its end, whose handler prints the thread's name: the preview's
     * effects are undone and its reads reach no state, so they are no observation (no restart for every such error).
     */
    @Test
    void previewingAnUncaughtExceptionObservesNothing() throws Exception {
        VmTransitionSystem system = system("UncaughtInWorker", StateMatching.defaults());
        CheckResult r = check(system);
        assertEquals(Verdict.ERRORS, r.verdict());
        List<org.orbitmc.checker.search.Step> trace = r.errors().get(0).trace();
        String shown = trace.get(trace.size() - 1).output();
        assertTrue(shown != null && shown.contains("Exception in thread \"Thread-"), shown); // the preview read the name
        assertEquals(0, system.refinements());
        assertTrue(system.vm().threadIdentities().hides(threadField(system.vm(), "name")));
    }
}
