package org.orbitmc.checker.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.orbitmc.programs.gc.GcRoots;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.gc.GcSchedule;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/** The collector frees exactly the unreachable objects, wherever the program keeps its references, deterministically. */
class GcExactnessTest {
    private static final GcSchedule EVERY_ALLOCATION = new GcSchedule(1, 0);

    @Test
    void referencesInEveryKindOfRootSurviveACollectionAtEveryAllocation() throws Exception {
        GuestRun run = GuestRun.run(GcRoots.class.getName(), EVERY_ALLOCATION);
        assertEquals(0, run.exit(), run.stderr());
        assertEquals(GuestRun.onHost(GcRoots.class.getName()), run.stdout());
        assertTrue(run.vm().garbageCollector().collections() > 10_000, "collections: " + run.vm().garbageCollector().collections());
    }

    @Test
    void aCollectionFreesExactlyTheUnreachableObjects() {
        Vm vm = GuestRun.run(GcRoots.class.getName(), GcSchedule.DEFAULT).vm();
        Heap heap = vm.heap();
        int before = heap.liveCount();
        BitSet reachable = reachable(vm);
        assertTrue(reachable.cardinality() < before, "the run leaves garbage behind");

        int freed = vm.collectGarbage();
        assertEquals(before - reachable.cardinality(), freed);
        assertEquals(reachable.cardinality(), heap.liveCount());
        for (int ref = reachable.nextSetBit(0); ref >= 0; ref = reachable.nextSetBit(ref + 1)) {
            assertNotNull(heap.get(ref), "reachable object " + ref + " was freed");
        }
        assertEquals(reachable, reachable(vm));
        assertEquals(0, vm.collectGarbage(), "a second collection finds nothing more");
    }

    @Test
    void freedReferencesAreReusedLowestFirst() {
        Vm vm = GuestRun.run(GcRoots.class.getName(), GcSchedule.DEFAULT).vm();
        vm.collectGarbage();
        Heap heap = vm.heap();
        List<Integer> holes = new ArrayList<>();
        for (int ref = 1; ref < heap.top() && holes.size() < 3; ref++) {
            if (heap.get(ref) == null) {
                holes.add(ref);
            }
        }
        assertEquals(3, holes.size());
        for (int hole : holes) {
            assertEquals(hole, vm.newInstance(vm.classes().load("java/lang/Object")));
        }
    }

    @Test
    void runsWithTheSameScheduleLeaveTheSameHeap() {
        GcSchedule often = new GcSchedule(500, 0);
        GuestRun first = GuestRun.run(GcRoots.class.getName(), often);
        GuestRun second = GuestRun.run(GcRoots.class.getName(), often);
        assertEquals(first.stdout(), second.stdout());
        assertEquals(first.vm().garbageCollector().collections(), second.vm().garbageCollector().collections());
        assertEquals(layout(first.vm()), layout(second.vm()));
    }

    /** What the roots reach, found by a walk independent of the collector's marking. */
    private static BitSet reachable(Vm vm) {
        BitSet seen = new BitSet();
        Deque<Integer> todo = new ArrayDeque<>();
        vm.garbageCollector().roots().forEachRoot(ref -> {
            if (!seen.get(ref)) {
                seen.set(ref);
                todo.push(ref);
            }
        });
        while (!todo.isEmpty()) {
            HeapObject o = vm.heap().get(todo.pop());
            List<Integer> refs = new ArrayList<>();
            if (o.isArray()) {
                if (o.type.hasReferenceElements()) {
                    for (int e : (int[]) o.array) {
                        refs.add(e);
                    }
                }
            } else {
                for (int slot : o.refSlots()) {
                    refs.add((int) o.fields[slot]);
                }
            }
            for (int ref : refs) {
                if (ref != 0 && !seen.get(ref)) {
                    assertNotNull(vm.heap().get(ref), "dangling reference " + ref);
                    seen.set(ref);
                    todo.push(ref);
                }
            }
        }
        return seen;
    }

    /** Which class each reference holds, for every reference below the heap's top. */
    private static List<String> layout(Vm vm) {
        List<String> out = new ArrayList<>();
        for (int ref = 1; ref < vm.heap().top(); ref++) {
            HeapObject o = vm.heap().get(ref);
            out.add(o == null ? "-" : o.type.name());
        }
        return out;
    }
}
