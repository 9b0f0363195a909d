package org.orbitmc.checker.state;

import java.util.BitSet;

import org.orbitmc.checker.search.ObjectNaming;
import org.orbitmc.vm.heap.Footprint;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * How one encoded state names what footprints touch ({@link ObjectNaming}), so that the names hold in every state with
 * the same encoding: an object by its canonical number (with heap symmetry, equal encodings number corresponding objects
 * alike), a thread's pseudo-objects ({@link Footprint#liveness}, {@link Footprint#entry}) by the thread's encoded
 * position. The live objects the traversal leaves unnumbered are named by their reference: permanent objects as they were
 * made (a mirror of a class not initialized, an interned string: at the same reference in every state), and the hidden
 * thread identities (a name no code has read: a step that reads one first makes the system refine, so no step of the
 * explored system touches it). Without heap symmetry states are encoded by references, and every object is named by its
 * own. Objects not in the state (allocated later) have no name.
 */
final class EncodedNaming implements ObjectNaming {
    /** Where names of objects named by their reference start: above every canonical number. */
    private static final int BY_REFERENCE = 1 << 29;
    /** The first pseudo-object of a thread ({@link Footprint#liveness} of thread 0). */
    private static final int THREAD_PSEUDO = Footprint.liveness(0);

    /** The numbering (null without heap symmetry): references by number, numbers by reference. */
    private final int[] refByNumber;
    private final int[] numberByRef;
    /** The objects in the heap at the state, by reference. */
    private final BitSet live;
    /** The encoded position of each thread id (negative: none), and the thread id at each position. */
    private final int[] positionById;
    private final int[] idByPosition;

    EncodedNaming(int[] refByNumber, int[] numberByRef, Heap heap, int[] positionById, int[] idByPosition) {
        this.refByNumber = refByNumber;
        this.numberByRef = numberByRef;
        HeapObject[] table = heap.table();
        int top = Math.min(heap.top(), table.length);
        this.live = new BitSet(top);
        for (int ref = 1; ref < top; ref++) {
            if (table[ref] != null) {
                live.set(ref);
            }
        }
        this.positionById = positionById;
        this.idByPosition = idByPosition;
    }

    @Override
    public int nameOf(int object) {
        if (object <= THREAD_PSEUDO) {
            int id = (THREAD_PSEUDO - object) / 2;
            int p = id < positionById.length ? positionById[id] : -1;
            return p < 0 ? NONE : object + 2 * id - 2 * p; // the same kind of pseudo-object, of position p
        }
        if (object < 0) {
            return object; // the identity-hash sequence: one in every state
        }
        if (refByNumber != null) {
            int n = object < numberByRef.length ? numberByRef[object] : 0;
            if (n > 0 && n < refByNumber.length && refByNumber[n] == object) {
                return n;
            }
        }
        return live.get(object) ? BY_REFERENCE + object : NONE;
    }

    @Override
    public int positionOf(int thread) {
        return thread >= 0 && thread < positionById.length ? Math.max(-1, positionById[thread]) : -1;
    }

    @Override
    public int threadAt(int position) {
        return position >= 0 && position < idByPosition.length ? idByPosition[position] : -1;
    }

    @Override
    public int objectNamed(int name) {
        if (name <= THREAD_PSEUDO) {
            int p = (THREAD_PSEUDO - name) / 2;
            return p < idByPosition.length ? name + 2 * p - 2 * idByPosition[p] : NONE;
        }
        if (name < 0) {
            return name;
        }
        if (name >= BY_REFERENCE) {
            return name - BY_REFERENCE;
        }
        return refByNumber != null && name < refByNumber.length ? refByNumber[name] : NONE;
    }
}
