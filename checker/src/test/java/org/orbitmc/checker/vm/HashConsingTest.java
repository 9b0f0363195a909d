package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
import org.orbitmc.checker.state.StateEncoder;
import org.orbitmc.checker.store.StateVector;

/**
 * Hash-consed objects match states exactly as full encodings do: every concurrent corpus program is explored (up to a
 * bound) with an encoder that checks each remembered object number against a fresh encoding, and beside it one that
 * writes every object whole; two states must have equal hash-consed encodings exactly when their full encodings are
 * equal.
 */
class HashConsingTest {
    private static final int MAX_STATES = 1_500;

    static List<ConcurrentPrograms.Program> programs() throws Exception {
        return ConcurrentPrograms.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void hashConsedEncodingsMatchStatesAsFullEncodingsDo(ConcurrentPrograms.Program program) throws Exception {
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        StateMatching matching = StateMatching.defaults();
        VmTransitionSystem system = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
        Observed observed = new Observed(system, matching);
        CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS,
                false, matching, StoreKind.COLLAPSE);
        Search.of(config, ProgressListener.NONE).run(observed);
        assertTrue(observed.encodings > 0, "no state encoded");
    }

    /** The check above can fail: an object changed behind the heap's write barrier keeps a memo that no longer holds. */
    @org.junit.jupiter.api.Test
    void aWriteBehindTheBarrierIsCaughtByTheCheckingEncoder() throws Exception {
        ConcurrentPrograms.Program program = programs().get(0);
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        StateMatching matching = StateMatching.defaults();
        VmTransitionSystem system = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
        StateEncoder checked = new StateEncoder(system.vm(), matching, true, true);
        StateVector out = new StateVector();
        checked.encode(out);
        org.orbitmc.vm.heap.Heap heap = system.vm().heap();
        org.orbitmc.vm.heap.HeapObject changed = null;
        for (int ref = 1; ref < heap.top() && changed == null; ref++) {
            org.orbitmc.vm.heap.HeapObject o = heap.read(ref);
            if (o != null && o.memo != null && o.fields != null && o.refSlots().length < o.fields.length) {
                changed = o;
            }
        }
        assertNotEquals(null, changed, "no remembered object with a value field");
        int slot = 0;
        while (Arrays.binarySearch(changed.refSlots(), slot) >= 0) {
            slot++;
        }
        changed.fields[slot] ^= 1; // behind the barrier: heap.get was not called
        out.clear();
        assertThrows(IllegalStateException.class, () -> checked.encode(out));
        changed.fields[slot] ^= 1;
        StateEncoder trusting = new StateEncoder(system.vm(), matching, true, false);
        out.clear();
        trusting.encode(out); // another encoder's memos are not taken for its own
    }

    /** The system under search, encoding each state both ways and checking that the two agree on which states are equal. */
    private static final class Observed extends ForwardingTransitionSystem {
        private final StateEncoder checked;
        private final StateEncoder whole;
        private final StateVector full = new StateVector();
        final Map<String, String> fullToHashConsed = new HashMap<>();
        final Map<String, String> hashConsedToFull = new HashMap<>();
        int encodings;

        Observed(VmTransitionSystem system, StateMatching matching) {
            super(system);
            this.checked = new StateEncoder(system.vm(), matching, true, true);
            this.whole = new StateEncoder(system.vm(), matching, false, false);
        }

        @Override
        public void encode(StateVector out) {
            checked.encode(out); // throws if a remembered object number is stale
            full.clear();
            whole.encode(full);
            String h = contents(out);
            String f = contents(full);
            String before = fullToHashConsed.putIfAbsent(f, h);
            assertEquals(before == null ? h : before, h, "equal full encodings, different hash-consed ones");
            String back = hashConsedToFull.putIfAbsent(h, f);
            assertEquals(back == null ? f : back, f, "equal hash-consed encodings, different full ones");
            encodings++;
        }

        @Override
        public int encodedPosition(int thread) {
            return checked.position(thread);
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
