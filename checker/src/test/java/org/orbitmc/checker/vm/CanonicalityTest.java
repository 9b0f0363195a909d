package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.store.StateVector;

/**
 * Canonical means canonical: explore a program with heap symmetry off, compute for every state reached an
 * independent canonical form ({@link IndependentCanonicalForm}: breadth-first labels, names instead of ids),
 * and the number of distinct forms must equal the number of states stored with heap symmetry on. Fewer states
 * stored would mean the encoder merged states that are not symmetric; more, that it missed a symmetry.
 */
class CanonicalityTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"AllocationOrder", "SynchronizedCounter", "BoundedBufferNotifyAll", "JoinChain", "LazyInitSynchronized",
        "PutIfAbsentMap", "AtomicCounter", "WaitNotifyFlag"})
    void statesStoredEqualDistinctCanonicalForms(String name) throws Exception {
        ConcurrentPrograms.Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        StateMatching exact = new StateMatching(true, Symmetry.NONE, 0);
        Set<String> forms = new HashSet<>();
        VmTransitionSystem plain = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, exact);
        CheckResult unreduced = Search.of(config(exact), ProgressListener.NONE).run(new Observed(plain, forms));
        assertEquals(Verdict.NO_ERRORS, unreduced.verdict(), unreduced::toString);

        StateMatching heap = new StateMatching(true, Symmetry.HEAP, 0);
        CheckResult reduced = Search.of(config(heap), ProgressListener.NONE).run(new VmTransitionSystemFactory().create(target, heap));
        assertEquals(Verdict.NO_ERRORS, reduced.verdict());
        assertEquals(forms.size(), reduced.statistics().statesStored(),
                () -> "distinct canonical forms vs states stored with heap symmetry (" + unreduced.statistics().statesStored()
                        + " without)");
        if (name.equals("AllocationOrder")) {
            assertTrue(unreduced.statistics().statesStored() > reduced.statistics().statesStored(),
                    "this program has symmetric heaps: heap symmetry must store fewer states");
        }
    }

    private static CheckConfig config(StateMatching m) {
        return new CheckConfig(200_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(3), SearchOrder.DFS, false, m,
                StoreKind.EXACT);
    }

    /** The system under search, computing the independent form of every state the search encodes. */
    private static final class Observed extends ForwardingTransitionSystem {
        private final VmTransitionSystem vmSystem;
        private final Set<String> forms;

        Observed(VmTransitionSystem system, Set<String> forms) {
            super(system);
            this.vmSystem = system;
            this.forms = forms;
        }

        @Override
        public void encode(StateVector out) {
            system.encode(out);
            forms.add(IndependentCanonicalForm.of(vmSystem.vm()));
        }
    }
}
