package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.state.LocalNames;
import org.orbitmc.checker.state.StateEncoder;
import org.orbitmc.checker.state.StateNames;
import org.orbitmc.checker.store.StateVector;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * An encoder takes over what it can from its last encoding (the numbering root by root, each unchanged object's number,
 * whether a permanent object is pristine: docs/algorithms.md, "Incremental encoding"); its encodings must be, int for int,
 * those of an encoder that starts afresh on every state. Both name things through one {@link StateNames}, so that their
 * pooled object numbers are comparable.
 */
class IncrementalEncodingTest {
    private static final int MAX_STATES = 600;

    static List<ConcurrentPrograms.Program> programs() throws Exception {
        return ConcurrentPrograms.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void everyEncodingIsTheFreshOne(ConcurrentPrograms.Program program) throws Exception {
        Compared compared = search(program, 0);
        assertTrue(compared.encodings > 0, "no state encoded");
    }

    /**
     * Objects changed between two encodings, through the write barrier as the VM changes them: a reference cut (numbers
     * after it shift, so unchanged objects that refer past it must be written anew), a reference pointed at a new object
     * (numbers shift the other way), a value changed, a thread ended (guards' histories may end with it); then the changes
     * undone by a restore, and garbage collected. Each time, the incremental encoding must equal a fresh encoder's.
     */
    @Test
    void changedReferentsOfUnchangedObjectsAreSeen() throws Exception {
        int checked = 0;
        for (ConcurrentPrograms.Program program : programs().subList(0, 12)) {
            checked += search(program, 3).mutations;
        }
        assertTrue(checked > 100, "only " + checked + " mutations checked");
    }

    private static Compared search(ConcurrentPrograms.Program program, int mutateEvery) throws Exception {
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        StateMatching matching = StateMatching.defaults();
        VmTransitionSystem system = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
        Compared compared = new Compared(system, matching, mutateEvery);
        CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS,
                false, matching, StoreKind.COLLAPSE);
        Search.of(config, ProgressListener.NONE).run(compared);
        return compared;
    }

    /** The system under search, its states encoded by one long-lived encoder and checked against a fresh one each. */
    private static final class Compared extends ForwardingTransitionSystem {
        private final Vm vm;
        private final StateMatching matching;
        private final StateNames names = new LocalNames();
        private final StateEncoder incremental;
        private final StateVector fresh = new StateVector();
        private final int mutateEvery;
        private final Random random = new Random(15);
        int encodings;
        int mutations;

        Compared(VmTransitionSystem system, StateMatching matching, int mutateEvery) {
            super(system);
            this.vm = system.vm();
            this.matching = matching;
            this.mutateEvery = mutateEvery;
            this.incremental = new StateEncoder(vm, matching, names);
        }

        @Override
        public void encode(StateVector out) {
            check(out, "state " + encodings);
            if (mutateEvery > 0 && encodings % mutateEvery == 0) {
                StateVector scratch = new StateVector();
                Vm.Snapshot before = vm.snapshot();
                for (int i = 0; i < 3; i++) {
                    String what = mutate();
                    scratch.clear();
                    check(scratch, "state " + encodings + " after " + what);
                    mutations++;
                }
                vm.restore(before);
                scratch.clear();
                check(scratch, "state " + encodings + " restored");
                if (encodings % (4 * mutateEvery) == 0) {
                    vm.garbageCollector().collect();
                    scratch.clear();
                    check(scratch, "state " + encodings + " collected");
                }
                // The search goes on from the state it asked for, encoded last by the incremental encoder.
                out.clear();
                check(out, "state " + encodings + " again");
            }
            encodings++;
        }

        /** Encodes the state incrementally into {@code out} and afresh beside it: they must be equal, int for int. */
        private void check(StateVector out, String when) {
            fresh.clear();
            new StateEncoder(vm, matching, names).encode(fresh);
            incremental.encode(out);
            assertEquals(contents(fresh), contents(out), when);
        }

        /** Changes one live object through the heap's write barrier; says what it did. */
        private String mutate() {
            Heap heap = vm.heap();
            List<org.orbitmc.vm.thread.VmThread> threads = vm.threads();
            if (random.nextInt(4) == 0 && threads.size() > 1) {
                // A thread ends: guards it accessed may have no live accessor left (their locks are no longer followed).
                org.orbitmc.vm.thread.VmThread t = threads.get(1 + random.nextInt(threads.size() - 1));
                if (t.status != org.orbitmc.vm.thread.VmThread.TERMINATED) {
                    t.status = org.orbitmc.vm.thread.VmThread.TERMINATED;
                    return "ending thread " + t.id();
                }
            }
            for (int attempt = 0; attempt < 1000; attempt++) {
                int ref = 1 + random.nextInt(heap.top() - 1);
                HeapObject o = heap.read(ref);
                if (o == null || o.fields == null || o.mirrored != null) {
                    continue;
                }
                int[] refSlots = o.refSlots();
                int kind = random.nextInt(3);
                if (kind == 0 && refSlots.length > 0) {
                    int slot = refSlots[random.nextInt(refSlots.length)];
                    if (o.fields[slot] != 0) {
                        heap.get(ref).fields[slot] = 0;
                        return "cutting a reference of " + o.type.name();
                    }
                } else if (kind == 1 && refSlots.length > 0) {
                    int slot = refSlots[random.nextInt(refSlots.length)];
                    int target = (int) o.fields[slot];
                    if (target != 0 && heap.read(target).fields != null) {
                        // Equal contents at new places, one more object than before ahead of the old referents.
                        int outer = heap.allocate(heap.read(target).copy());
                        int inner = heap.allocate(heap.read(target).copy());
                        heap.get(ref).fields[slot] = outer;
                        int[] outerSlots = heap.read(outer).refSlots();
                        if (outerSlots.length > 0) {
                            heap.get(outer).fields[outerSlots[0]] = inner;
                        }
                        return "pointing a reference of " + o.type.name() + " at new objects";
                    }
                } else if (kind == 2 && refSlots.length < o.fields.length) {
                    int slot = 0;
                    while (Arrays.binarySearch(refSlots, slot) >= 0) {
                        slot++;
                    }
                    heap.get(ref).fields[slot] ^= 1;
                    return "changing a value of " + o.type.name();
                }
            }
            return "nothing";
        }

        @Override
        public int encodedPosition(int thread) {
            return incremental.position(thread);
        }

        private static String contents(StateVector v) {
            StringBuilder s = new StringBuilder();
            for (int c = 0; c < v.components(); c++) {
                s.append(v.part(c)).append(':').append(v.tag(c)).append(v.isPooled(c) ? "#" : "").append('=')
                        .append(Arrays.toString(Arrays.copyOfRange(v.data(), v.start(c), v.end(c)))).append(';');
            }
            return s.toString();
        }
    }
}
