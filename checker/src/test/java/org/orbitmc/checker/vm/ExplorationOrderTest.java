package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.store.StateVector;

/**
 * A state's encoding depends on the state, not on the history of the VM that reached it: two VMs of one parallel
 * search's family, one exploring depth-first in choice order and the other in reverse (so that each allocates, loads
 * and names in its own order), store exactly the same encodings. This is what lets the workers of a parallel search
 * store the states of one worker; FileAppendRace once failed it (a synchronized frame's monitor was encoded by its
 * address, which follows allocation order).
 */
class ExplorationOrderTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"FileAppendRace", "SynchronizedCounter", "AllocationOrder", "BoundedBufferNotifyAll"})
    void bothOrdersStoreTheSameEncodings(String name) throws Exception {
        ConcurrentPrograms.Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
        CheckConfig config = new CheckOptions().search("dfs").allErrors(true).config();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        Supplier<TransitionSystem> family = new VmTransitionSystemFactory().family(target, config.matching());
        TransitionSystem forward = family.get();
        TransitionSystem backward = family.get();
        Object forwardStart = forward.snapshot();
        Object backwardStart = backward.snapshot();
        // Refinements found by either change the encoding or the transitions: explore again under both until none is new.
        for (int round = 0;; round++) {
            int before = refinements(forward) + refinements(backward);
            Set<List<Integer>> one = explore(forward, forwardStart, false);
            Set<List<Integer>> two = explore(backward, backwardStart, true);
            forward.refine(backward.allRefinementKeys());
            backward.refine(forward.allRefinementKeys());
            if (refinements(forward) + refinements(backward) == before) {
                assertEquals(one.size(), two.size(), "states stored in choice order and in reverse");
                assertEquals(one, two);
                return;
            }
            if (round == 10) {
                throw new AssertionError("refinements did not settle");
            }
        }
    }

    private static int refinements(TransitionSystem s) {
        return s.refinements() + s.refinementsRecorded() + s.allRefinementKeys().size();
    }

    /** The encodings of every state reachable from {@code start}, depth-first, choices in order or reversed. */
    private static Set<List<Integer>> explore(TransitionSystem system, Object start, boolean reversed) {
        system.restore(start);
        Set<List<Integer>> seen = new HashSet<>();
        seen.add(encoding(system));
        Deque<Object> stack = new ArrayDeque<>();
        stack.push(start);
        while (!stack.isEmpty()) {
            Object state = stack.pop();
            system.restore(state);
            List<Choice> choices = new ArrayList<>(system.enabled());
            if (reversed) {
                Collections.reverse(choices);
            }
            for (Choice c : choices) {
                system.restore(state);
                system.step(c);
                if (seen.add(encoding(system))) {
                    stack.push(system.snapshot());
                }
            }
        }
        return seen;
    }

    private static List<Integer> encoding(TransitionSystem system) {
        StateVector v = new StateVector();
        system.encode(v);
        List<Integer> values = new ArrayList<>(v.size() + 2 * v.components());
        for (int c = 0; c < v.components(); c++) {
            values.add(v.part(c));
            values.add(v.tag(c));
            for (int i = v.start(c); i < v.end(c); i++) {
                values.add(v.data()[i]);
            }
            values.add(Integer.MIN_VALUE); // the component's end
        }
        return values;
    }
}
