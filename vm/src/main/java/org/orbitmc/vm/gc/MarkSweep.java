package org.orbitmc.vm.gc;

import java.util.Arrays;
import java.util.function.IntConsumer;

import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;

/**
 * Mark-and-sweep: marks what the roots reach, tracing with an explicit stack (a linked list of a
 * million nodes must not overflow the host stack), then frees every unmarked object. Objects never
 * move, so references held by the program stay valid; freed references are reused lowest first.
 */
public final class MarkSweep {
    private final Heap heap;
    private final Roots roots;
    private final IntConsumer markRoot = this::mark;
    private long[] marks = new long[0];
    private int[] pending = new int[1024];
    private int pendingCount;
    /** {@link Heap#top()} during a collection. */
    private int top;

    public MarkSweep(Heap heap, Roots roots) {
        this.heap = heap;
        this.roots = roots;
    }

    /** Collects now; returns the number of objects freed. */
    public int collect() {
        top = heap.top();
        int words = (top + 63) >>> 6;
        if (marks.length < words) {
            marks = new long[Math.max(words, marks.length * 2)];
        } else {
            Arrays.fill(marks, 0, words, 0);
        }
        pendingCount = 0;
        roots.forEachRoot(markRoot);
        trace();
        return sweep();
    }


    /** Marks a non-null reference and queues it for tracing. */
    private void mark(int ref) {
        if (ref <= 0 || ref >= top) {
            throw new InternalVmError("garbage collection found a reference " + ref + " outside the heap", null);
        }
        long bit = 1L << ref;
        int w = ref >>> 6;
        if ((marks[w] & bit) != 0) {
            return;
        }
        if (heap.read(ref) == null) {
            throw new InternalVmError("garbage collection found a reference to freed object " + ref, null);
        }
        marks[w] |= bit;
        if (pendingCount == pending.length) {
            pending = Arrays.copyOf(pending, pendingCount * 2);
        }
        pending[pendingCount++] = ref;
    }

    private void trace() {
        HeapObject[] table = heap.table();
        while (pendingCount > 0) {
            HeapObject o = table[pending[--pendingCount]];
            if (o.array != null) {
                if (o.type.hasReferenceElements()) {
                    for (int e : (int[]) o.array) {
                        if (e != 0) {
                            mark(e);
                        }
                    }
                }
            } else {
                long[] fields = o.fields;
                for (int slot : o.refSlots()) {
                    int ref = (int) fields[slot];
                    if (ref != 0) {
                        mark(ref);
                    }
                }
            }
            // A candidate lock stays allocated while a guard names it: were its reference reused, another object's
            // monitor would pass for it (LockDiscipline).
            markCandidates(o.guard);
            markCandidates(o.monitorGuard);
            if (o.slotGuards != null) {
                for (int[] g : o.slotGuards) {
                    markCandidates(g);
                }
            }
        }
    }

    private void markCandidates(int[] guard) {
        if (guard != null) {
            for (int i = 1; i <= org.orbitmc.vm.LockDiscipline.lockCount(guard); i++) {
                if (guard[i] > 0) {
                    mark(guard[i] & ~org.orbitmc.vm.LockDiscipline.SYNCHRONIZER);
                }
            }
        }
    }

    private int sweep() {
        HeapObject[] table = heap.table();
        int freed = 0;
        for (int ref = 1; ref < top; ref++) {
            if (table[ref] != null && (marks[ref >>> 6] & 1L << ref) == 0) {
                heap.free(ref);
                freed++;
            }
        }
        heap.afterCollection();
        return freed;
    }
}
