package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ObjectNaming;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.heap.Footprint;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * How encoded states name objects for the summaries of dynamic partial-order reduction ({@code EncodedNaming}): along
 * random paths through every concurrent test program, every object live after a step has a name (the summaries leave
 * out only objects not in the state, so a live object without one would be an object a summary forgets), a name leads
 * back to its object, and a thread's pseudo-objects are named by its encoded position.
 */
class ObjectNamingTest {
    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void everyObjectInTheStateIsNamedAndFoundAgain(Program program) throws Exception {
        for (Symmetry symmetry : new Symmetry[] {Symmetry.HEAP_AND_THREADS, Symmetry.NONE}) {
            StateMatching matching = new StateMatching(true, symmetry, StateMatching.UNBOUNDED, true, true);
            VmTransitionSystem system = (VmTransitionSystem) new VmTransitionSystemFactory().create(new CheckTarget(
                    List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of()), matching);
            Random random = new Random(program.name().hashCode());
            for (int step = 0; step < 40; step++) {
                system.vm().garbageCollector().collect(); // garbage is in no state, and no later step can touch it
                system.encode(new StateVector());
                check(system, program + " step " + step);
                List<Choice> enabled = system.enabled();
                if (enabled.isEmpty()) {
                    break;
                }
                if (system.step(enabled.get(random.nextInt(enabled.size()))).error() != null) {
                    break;
                }
            }
        }
    }

    private static void check(VmTransitionSystem system, String where) {
        ObjectNaming naming = system.naming();
        HeapObject[] table = system.vm().heap().table();
        for (int ref = 1; ref <= system.vm().heap().top() && ref < table.length; ref++) {
            if (table[ref] == null) {
                continue;
            }
            int name = naming.nameOf(ref);
            int r = ref;
            assertNotEquals(ObjectNaming.NONE, name, () -> where + ": " + table[r].type.name() + " at " + r + " has no name");
            assertEquals(ref, naming.objectNamed(name), where);
        }
        for (VmThread t : system.vm().threads()) {
            int p = system.encodedPosition(t.id());
            assertEquals(p, naming.positionOf(t.id()), where);
            assertEquals(t.id(), naming.threadAt(p), where);
            assertEquals(Footprint.liveness(p), naming.nameOf(Footprint.liveness(t.id())), where);
            assertEquals(Footprint.entry(p), naming.nameOf(Footprint.entry(t.id())), where);
            assertEquals(Footprint.entry(t.id()), naming.objectNamed(Footprint.entry(p)), where);
        }
        assertEquals(Footprint.IDENTITY_HASHES, naming.nameOf(Footprint.IDENTITY_HASHES), where);
    }

    /** {@code --dpor} needs a depth-first search on one worker, without sleep sets: anything else is refused. */
    @Test
    void optionNeedsDepthFirstSearch() {
        CheckOptions options = new CheckOptions().dpor(true);
        assertThrows(IllegalArgumentException.class, options::config); // the default order is PB
        assertTrue(options.search(SearchOrder.DFS).config().dpor());
        assertThrows(IllegalArgumentException.class, () -> options.workers(2).config());
        assertThrows(IllegalArgumentException.class, () -> new CheckOptions().dpor(true).search(SearchOrder.DFS)
                .sleepSets(true).config());
        assertThrows(IllegalArgumentException.class, () -> CheckConfig.defaults().withDpor(true).withSearch(SearchOrder.BFS));
    }
}
