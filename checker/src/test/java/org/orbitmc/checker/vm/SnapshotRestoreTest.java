package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.thread.VmThread;

/**
 * Copy-on-write snapshots restore exactly the snapshot's state: random walks through a program's state space take
 * snapshots, step on, and restore them (several times, nested, in any order, as the searches do), and each restored
 * state must equal, object by object and thread by thread, a deep copy taken independently when the snapshot was.
 */
class SnapshotRestoreTest {
    private static final int OPERATIONS = 400;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"BoundedBufferNotifyAll", "ReentrantLockConditionOk", "ExecutorSum", "EnumInitLocked", "ReflectiveInitLocked",
        "ParkUnparkHandshake", "DrainToSynchronizedList", "InterruptWaitHandled", "FinalFieldReflectiveWriteLocked", "MessageQueue",
        "LockCouplingTree", "SeqlockCloneValidated", "ClassInitOneWay", "ExecutorTaskThrows", "NestedMonitorDeadlock"})
    void restoredStateEqualsADeepCopyTakenAtTheSnapshot(String name) throws Exception {
        for (StateMatching matching : List.of(StateMatching.defaults(), new StateMatching(true, Symmetry.NONE, 0))) {
            walk(system(name, matching), new Random(name.hashCode() + matching.hashCode()));
        }
    }

    /** The comparison is not vacuous: a write that bypasses the barrier survives a restore, and the test sees it. */
    @Test
    void aWriteThatBypassesTheBarrierIsCaught() throws Exception {
        VmTransitionSystem system = system("BoundedBufferNotifyAll", StateMatching.defaults());
        Vm vm = system.vm();
        Object snapshot = system.snapshot();
        Image before = Image.of(vm);
        Heap heap = vm.heap();
        int ref = 1;
        while (heap.read(ref) == null || heap.read(ref).fields == null || heap.read(ref).fields.length == 0) {
            ref++;
        }
        heap.read(ref).fields[0] ^= 1; // what a write without the barrier would do
        system.restore(snapshot);
        assertNotNull(difference(before, vm));
        heap.read(ref).fields[0] ^= 1;
        heap.get(ref).fields[0] ^= 1; // through the barrier: undone by the restore
        system.restore(snapshot);
        assertNull(difference(before, vm));
    }

    private static VmTransitionSystem system(String name, StateMatching matching) throws Exception {
        ConcurrentPrograms.Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        return (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
    }

    /** A snapshot, an independent copy of its state, and its encoding under the refinements made then. */
    private record Saved(Object snapshot, Image image, String encoding, int refinements) {
    }

    private static void walk(VmTransitionSystem system, Random random) {
        Vm vm = system.vm();
        List<Saved> saved = new ArrayList<>();
        saved.add(save(system));
        int restores = 0;
        for (int i = 0; i < OPERATIONS; i++) {
            List<Choice> enabled = system.enabled();
            int dice = random.nextInt(10);
            if (enabled.isEmpty() || dice == 0) {
                // Back to a saved state, as a search backtracks: later snapshots are dropped or, sometimes, kept.
                int at = random.nextInt(saved.size());
                Saved s = saved.get(at);
                system.restore(s.snapshot());
                restores++;
                assertRestored(s.image(), vm, "state restored after " + i + " operations");
                if (s.refinements() == system.refinements()) {
                    assertEquals(s.encoding(), encoding(system), "encoding restored after " + i + " operations");
                } else {
                    // A refinement since (an observed thread identity is written from then on) changes how the same
                    // state is encoded, as a restarted search would: compare later restores with the new encoding.
                    saved.set(at, new Saved(s.snapshot(), s.image(), encoding(system), system.refinements()));
                }
                if (random.nextBoolean()) {
                    saved.subList(at + 1, saved.size()).clear();
                }
            } else if (dice <= 2) {
                saved.add(save(system));
            } else {
                system.step(enabled.get(random.nextInt(enabled.size())));
            }
        }
        assertTrue(restores > 10, "the walk restored only " + restores + " times");
    }

    private static void assertRestored(Image expected, Vm vm, String what) {
        String d = difference(expected, vm);
        assertNull(d, () -> what + ": " + d);
    }

    /**
     * How the VM's state differs from {@code expected}, or null. Classes loaded since stay loaded: their permanent
     * objects (mirrors, interned strings) above the image's heap must be back in their pristine form.
     */
    private static String difference(Image expected, Vm vm) {
        Image now = Image.of(vm);
        Heap heap = vm.heap();
        int common = Math.min(expected.heap().size(), now.heap().size());
        for (int i = 0; i < common; i++) {
            if (!expected.heap().get(i).equals(now.heap().get(i))) {
                return "object " + (i + 1) + ": " + expected.heap().get(i) + " became " + now.heap().get(i);
            }
        }
        if (now.heap().size() < expected.heap().size()) {
            return "heap shrank from " + expected.heap().size() + " to " + now.heap().size();
        }
        for (int ref = expected.heap().size() + 1; ref < heap.top(); ref++) {
            int p = heap.permanentIndex(ref);
            if (heap.read(ref) != null && (p < 0 || !Image.object(heap.read(ref)).equals(Image.object(heap.pristine(p))))) {
                return "object " + ref + " above the snapshot's heap is not a pristine permanent object: " + now.heap().get(ref - 1);
            }
        }
        if (!expected.threads().equals(now.threads())) {
            return "threads " + expected.threads() + " became " + now.threads();
        }
        if (!expected.vm().equals(now.vm())) {
            return "VM " + expected.vm() + " became " + now.vm();
        }
        return null;
    }

    private static Saved save(VmTransitionSystem system) {
        Image image = Image.of(system.vm()); // before the snapshot, independently of it
        return new Saved(system.snapshot(), image, encoding(system), system.refinements());
    }

    private static String encoding(VmTransitionSystem system) {
        StateVector v = new StateVector();
        system.encode(v);
        return Arrays.toString(Arrays.copyOf(v.data(), v.size()));
    }

    /** A deep copy of the program state in comparable form (lists of values, not the VM's own copies). */
    private record Image(List<Object> heap, List<Object> threads, List<Object> vm) {
        static Image of(Vm vm) {
            Heap h = vm.heap();
            List<Object> objects = new ArrayList<>();
            for (int ref = 1; ref < h.top(); ref++) {
                HeapObject o = h.read(ref);
                objects.add(o == null ? "free" : object(o));
            }
            List<Object> threads = new ArrayList<>();
            for (VmThread t : vm.threads()) {
                threads.add(thread(t));
            }
            return new Image(objects, threads, List.of(h.allocationsSinceGc(), vm.identityHashSeed(), vm.clockNanos(),
                    vm.threadTable().nextId()));
        }

        static List<Object> object(HeapObject o) {
            Monitor m = o.monitor;
            return Arrays.asList(o.type, o.mirrored, o.fields == null ? null : Arrays.toString(o.fields), arrayText(o.array), o.identityHash,
                    m == null ? null : List.of(m.owner, m.count, Arrays.toString(m.waitSet)), o.escaped, o.constructed, o.libraryOwned,
                    o.immutable, o.hidden == null ? null : System.identityHashCode(o.hidden));
        }

        private static String arrayText(Object a) {
            if (a == null) {
                return null;
            }
            return a instanceof int[] x ? Arrays.toString(x) : a instanceof byte[] x ? Arrays.toString(x) : a instanceof char[] x
                    ? Arrays.toString(x) : a instanceof long[] x ? Arrays.toString(x) : a instanceof double[] x ? Arrays.toString(x)
                    : a instanceof float[] x ? Arrays.toString(x) : Arrays.toString((short[]) a);
        }

        private static List<Object> thread(VmThread t) {
            int frames = t.depth + 1;
            int live = 0;
            for (int d = 0; d < frames; d++) {
                live = Math.max(live, t.sps[d]);
            }
            return Arrays.asList(t.id(), t.threadObject, t.status, t.depth, Arrays.toString(Arrays.copyOf(t.methods, frames)),
                    Arrays.toString(Arrays.copyOf(t.pcs, frames)), Arrays.toString(Arrays.copyOf(t.sps, frames)),
                    Arrays.toString(Arrays.copyOf(t.bases, frames)), Arrays.toString(Arrays.copyOf(t.locks, frames)),
                    Arrays.toString(Arrays.copyOf(t.atomic, frames)), Arrays.toString(Arrays.copyOf(t.stack, live)), t.monitor, t.waitState,
                    t.savedCount, t.timed, t.deadline, t.sleeping, t.parked, t.destroyingVm, t.permit, t.atSchedulingPoint, t.atChoice,
                    t.choice, t.initWait);
        }
    }
}
