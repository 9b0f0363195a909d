package org.orbitmc.checker.state;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntConsumer;
import java.util.function.IntUnaryOperator;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.eclipse.collections.impl.map.mutable.primitive.IntIntHashMap;
import org.orbitmc.vm.gc.Roots;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.thread.VmThread;

/**
 * Orders threads by what they can observe, so that states that differ only in the order threads were
 * created or started are encoded alike: kBOTS (Robby et al. 2003, Fig. 3). Threads are compared by status,
 * stack height, program counters and primitive locals, then by the objects they reach, navigating at most
 * {@code k} references deep from the thread's roots (its {@code java.lang.Thread} object first, then its
 * frames' references), comparing types and primitive fields.
 *
 * <p>Each thread's observations form a word, produced lazily and compared lexicographically, so the order is a
 * total preorder (sorting never sees an inconsistent comparison); threads whose words are equal keep table
 * order, unless a tie-break tells them apart. The order only chooses a permutation of the threads; the encoding
 * records everything about each thread and maps thread ids through the same permutation, so any order is sound. What
 * the program can see of a thread (its Thread object's id and name) is data: threads that differ in it are never merged,
 * unless no code reads it (org.orbitmc.vm.ThreadIdentities).
 */
final class KBoundedThreadOrder {
    /** Word entries for references: null, cut off by the bound, already seen (then its index), an object. */
    private static final int NULL = 0;
    private static final int CUT = 1;
    private static final int SEEN = 2;
    private static final int OBJECT = 3;

    private final Heap heap;
    private final Roots frames;
    private final SlotLayouts layouts;
    private final StateNames names;
    private Word[] words = new Word[0];

    KBoundedThreadOrder(Heap heap, Roots roots, SlotLayouts layouts, StateNames names) {
        this.names = names;
        this.heap = heap;
        this.frames = roots;
        this.layouts = layouts;
    }

    /**
     * Fills {@code order} (at least threads.size() long) with table indices, least thread first; threads with equal words
     * go by {@code rank} of their table index (lower first, 0 last), then table order.
     */
    void sort(List<VmThread> threads, int k, int[] order, IntUnaryOperator rank) {
        int n = threads.size();
        if (words.length < n) {
            words = Arrays.copyOf(words, n);
        }
        for (int i = 0; i < n; i++) {
            if (words[i] == null) {
                words[i] = new Word();
            }
            words[i].start(threads.get(i), k);
            order[i] = i;
        }
        // Insertion sort: few threads, and it is stable, so equal words keep table order.
        for (int i = 1; i < n; i++) {
            int t = order[i];
            int j = i - 1;
            while (j >= 0 && compare(words[order[j]], words[t], rank, order[j], t) > 0) {
                order[j + 1] = order[j];
                j--;
            }
            order[j + 1] = t;
        }
    }

    private static int compare(Word a, Word b, IntUnaryOperator rank, int ia, int ib) {
        int c = compare(a, b);
        return c != 0 ? c : Integer.compareUnsigned(rank.applyAsInt(ia) - 1, rank.applyAsInt(ib) - 1); // 0 as the largest
    }

    private static int compare(Word a, Word b) {
        for (int i = 0;; i++) {
            boolean hasA = a.ensure(i);
            boolean hasB = b.ensure(i);
            if (!hasA || !hasB) {
                return Boolean.compare(hasA, hasB);
            }
            int c = Integer.compare(a.values.get(i), b.values.get(i));
            if (c != 0) {
                return c;
            }
        }
    }

    /** One thread's word, generated as far as comparisons need it. */
    private final class Word {
        final IntArrayList values = new IntArrayList();
        private final IntConsumer append = values::add;
        /** Pending references to describe and the depth each was reached at, last on top. */
        private final IntArrayList pendingRefs = new IntArrayList();
        private final IntArrayList pendingDepths = new IntArrayList();
        private final IntIntHashMap seen = new IntIntHashMap();
        /** The thread's roots, gathered before they are pushed last to first. */
        private final IntArrayList roots = new IntArrayList();
        private long[] stack;
        private final Roots.FrameSlotVisitor observeSlot = this::observeSlot;
        private int k;

        void start(VmThread t, int bound) {
            values.clear();
            pendingRefs.clear();
            pendingDepths.clear();
            seen.clear();
            k = bound;
            values.add(t.status);
            values.add(t.waitState);
            values.add(t.depth);
            for (int d = 0; d <= t.depth; d++) {
                values.add(names.methodId(t.methods[d]));
                values.add(t.pcs[d]);
            }
            roots.clear();
            roots.add(t.threadObject);
            stack = t.stack;
            frames.forEachFrameSlot(t, observeSlot);
            for (int i = roots.size() - 1; i >= 0; i--) {
                push(roots.get(i), 0);
            }
        }

        /** Primitive slots go into the word now; references are described after them. */
        private void observeSlot(int slot, Roots.SlotKind kind) {
            if (kind == Roots.SlotKind.VALUE) {
                values.add((int) stack[slot]);
                values.add((int) (stack[slot] >>> 32));
            } else if (kind == Roots.SlotKind.REFERENCE) {
                roots.add((int) stack[slot]);
            }
        }

        private void push(int ref, int depth) {
            pendingRefs.add(ref);
            pendingDepths.add(depth);
        }

        /** Whether the word has an entry at {@code i}, generating it if needed. */
        boolean ensure(int i) {
            while (values.size() <= i) {
                if (pendingRefs.isEmpty()) {
                    return false;
                }
                int last = pendingRefs.size() - 1;
                describe(pendingRefs.removeAtIndex(last), pendingDepths.removeAtIndex(last));
            }
            return true;
        }

        /** Appends what one reference leads to: its object's type and primitive fields; queues its references. */
        private void describe(int ref, int depth) {
            if (ref == 0) {
                values.add(NULL);
                return;
            }
            if (depth >= k) {
                values.add(CUT);
                return;
            }
            int index = seen.getIfAbsent(ref, -1);
            if (index >= 0) {
                values.add(SEEN);
                values.add(index);
                return;
            }
            seen.put(ref, seen.size());
            HeapObject o = heap.read(ref);
            values.add(OBJECT);
            values.add(names.classId(o.type));
            values.add(o.mirrored == null ? -1 : names.classId(o.mirrored));
            if (o.array != null) {
                ArrayValues.append(o.array, o.type.hasReferenceElements(), append);
                if (o.type.hasReferenceElements()) {
                    int[] elements = (int[]) o.array;
                    for (int i = elements.length - 1; i >= 0; i--) {
                        push(elements[i], depth + 1);
                    }
                }
                return;
            }
            byte[] kinds = o.mirrored != null ? layouts.mirror(o.mirrored) : layouts.instance(o.type);
            long[] fields = o.fields;
            for (int s = 0; s < kinds.length; s++) {
                if (kinds[s] == SlotLayouts.NARROW) {
                    values.add((int) fields[s]);
                } else if (kinds[s] == SlotLayouts.WIDE) {
                    values.add((int) fields[s]);
                    values.add((int) (fields[s] >>> 32));
                }
            }
            for (int s = kinds.length - 1; s >= 0; s--) {
                if (kinds[s] == SlotLayouts.REFERENCE) {
                    push((int) fields[s], depth + 1);
                }
            }
        }
    }
}
