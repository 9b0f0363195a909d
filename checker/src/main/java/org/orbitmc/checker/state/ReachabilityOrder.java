package org.orbitmc.checker.state;

import java.util.Arrays;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;
import org.orbitmc.vm.LockDiscipline;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.interp.Threads;

/**
 * The sorting permutation of Iosif 2001 (§4): a depth-first traversal from the roots, taken in a canonical
 * order, numbers each object when it is first reached, visiting an object's reference fields in slot order
 * (superclass fields first, then declaration order) and an array's elements in index order. Two heaps that
 * differ only in where objects were allocated get the same numbering, object for object. Objects no root
 * reaches get no number: garbage never enters the encoding.
 *
 * <p>A ThreadGroup's member array whose order no code observes ({@link SlotLayouts#MEMBERS}) is followed only after every
 * root ({@link #visitMembers}): its members are live threads, numbered from their own roots in thread order, so the
 * numbering does not depend on the order they were started in, and the array is written as a set.
 *
 * <p>Numbers start at 1 (0 stays null). The traversal keeps its own stack, so deep structures (a long linked
 * list) do not overflow the host's.
 */
final class ReachabilityOrder {
    private final Heap heap;
    /** The VM's thread table, for which guards' histories have ended. */
    private final java.util.function.Supplier<Threads> threads;
    private final SlotLayouts layouts;
    /** The number of each reference, 0 when not reached; only entries of {@link #order} are non-zero. */
    private int[] numbers = new int[4096];
    /** The reference numbered {@code n} is {@code order[n]}. */
    private int[] order = new int[1024];
    private int count;
    private int[] stack = new int[256];
    /** Member arrays met, to be followed after the roots; and those numbered so, which are written as sets. */
    private final IntArrayList deferred = new IntArrayList();
    private final IntHashSet unordered = new IntHashSet();
    private boolean deferMembers;

    ReachabilityOrder(Heap heap, SlotLayouts layouts, java.util.function.Supplier<Threads> threads) {
        this.threads = threads;
        this.heap = heap;
        this.layouts = layouts;
    }

    /**
     * Forgets the previous state's numbering. {@code deferMembers}: whether member arrays are followed last and written as
     * sets (not while a thread is inside ThreadGroup.add or remove, whose frames may hold an index into one).
     */
    void reset(boolean deferMembers) {
        this.deferMembers = deferMembers;
        deferred.clear();
        unordered.clear();
        for (int n = 1; n <= count; n++) {
            numbers[order[n]] = 0;
        }
        count = 0;
        if (numbers.length < heap.top()) {
            numbers = new int[Math.max(heap.top(), numbers.length * 2)];
        }
    }

    /** Numbers everything {@code root} reaches that has no number yet; returns the root's number (0 for null). */
    int visit(int root) {
        if (root == 0) {
            return 0;
        }
        int sp = 0;
        stack[sp++] = root;
        while (sp > 0) {
            int ref = stack[--sp];
            if (numbers[ref] != 0) {
                continue;
            }
            number(ref);
            HeapObject o = heap.read(ref);
            // Children are pushed last to first, so that the first is numbered first: the order of a recursive DFS.
            if (o.array != null) {
                sp = pushSlotGuards(o.slotGuards, pushGuard(liveGuard(o.guard), sp));
                if (o.type.hasReferenceElements()) {
                    int[] elements = (int[]) o.array;
                    sp = ensureStack(sp, elements.length);
                    for (int i = elements.length - 1; i >= 0; i--) {
                        int e = elements[i];
                        if (e != 0 && numbers[e] == 0) {
                            stack[sp++] = e;
                        }
                    }
                }
            } else {
                sp = pushSlotGuards(o.slotGuards, pushGuard(liveGuard(o.guard), sp));
                int[] slots = layouts.refSlots(o); // not a hidden thread identity (its name): it is not encoded
                sp = ensureStack(sp, slots.length + 1);
                for (int i = slots.length - 1; i >= 0; i--) {
                    int e = (int) o.fields[slots[i]];
                    if (e != 0 && numbers[e] == 0) {
                        stack[sp++] = e;
                    }
                }
                int m = slots == o.refSlots() ? -1 : layouts.membersSlot(o.type);
                int members = m < 0 ? 0 : (int) o.fields[m];
                if (members != 0 && numbers[members] == 0) {
                    if (deferMembers) {
                        deferred.add(members);
                    } else {
                        stack[sp++] = members;
                    }
                }
            }
        }
        return numbers[root];
    }

    /** Then those of its locations' own guards (HeapObject.slotGuards), in index order. */
    private int pushSlotGuards(int[][] table, int sp) {
        for (int i = table == null ? -1 : table.length - 1; i >= 0; i--) {
            sp = pushGuard(liveGuard(table[i]), sp);
        }
        return sp;
    }

    /** A guard as the encoding follows it: none once its history has ended (its locks are not written). */
    private int[] liveGuard(int[] g) {
        return LockDiscipline.historyEnded(threads.get(), g) ? null : g;
    }

    /** The candidate locks of a guard (org.orbitmc.vm.LockDiscipline) come after the object's own references. */
    private int pushGuard(int[] guard, int sp) {
        if (guard == null) {
            return sp;
        }
        int k = LockDiscipline.lockCount(guard);
        sp = ensureStack(sp, k);
        for (int i = k; i >= 1; i--) {
            int lock = guard[i] & ~LockDiscipline.SYNCHRONIZER;
            if (guard[i] > 0 && numbers[lock] == 0) {
                stack[sp++] = lock;
            }
        }
        return sp;
    }

    /**
     * Follows the member arrays met, after every root: an array not numbered yet is numbered now and written as a set
     * ({@link #unordered}); members no root reached (none, while every started thread is live or removed) go by index.
     */
    void visitMembers() {
        for (int i = 0; i < deferred.size(); i++) {
            int array = deferred.get(i);
            if (numbers[array] == 0) {
                number(array);
                unordered.add(array);
                for (int e : (int[]) heap.read(array).array) {
                    visit(e);
                }
            }
        }
    }

    /** Whether {@code ref} is a member array numbered by {@link #visitMembers}: its elements' order is not observed. */
    boolean unordered(int ref) {
        return !unordered.isEmpty() && unordered.contains(ref);
    }

    private void number(int ref) {
        if (++count == order.length) {
            order = Arrays.copyOf(order, count * 2);
        }
        order[count] = ref;
        numbers[ref] = count;
    }

    private int ensureStack(int sp, int more) {
        if (sp + more > stack.length) {
            stack = Arrays.copyOf(stack, Math.max(sp + more, stack.length * 2));
        }
        return sp;
    }

    /** The number of a reached reference, 0 for null. */
    int numberOf(int ref) {
        return ref == 0 ? 0 : numbers[ref];
    }

    /** How many objects were reached. */
    int count() {
        return count;
    }

    /** The reference numbered {@code n}, 1 to {@link #count()}. */
    int refAt(int n) {
        return order[n];
    }
}
