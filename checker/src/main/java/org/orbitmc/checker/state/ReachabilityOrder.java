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
 *
 * <p>A numbering may take over the previous one ({@link #reset(boolean, boolean, boolean)}): a root that comes in the same
 * place as before and whose objects the traversal would follow as before keeps its objects' numbers without a traversal;
 * from the first root that does not, the traversal runs as it always did (docs/algorithms.md, "Incremental encoding").
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
        reset(deferMembers, false, false);
    }

    /**
     * As {@link #reset(boolean)}; {@code incremental}: whether the previous numbering may be taken over root by root
     * ({@link #visit}). The caller vouches that nothing but the heap's objects, the roots and the live threads can make
     * this traversal differ from the previous one: the same slot layouts, the same {@code deferMembers}, and a heap whose
     * objects are sealed after each numbering ({@link Heap#seal}), so that an object that is the same instance has the
     * same contents. {@code sameLiveThreads}: whether the threads alive are those of the previous numbering; if not, an
     * object with a guard counts as changed (which of its guards' locks are followed depends on them, {@link #liveGuard}).
     */
    void reset(boolean deferMembers, boolean incremental, boolean sameLiveThreads) {
        incremental &= deferMembers == this.deferMembers && valid;
        this.sameLiveThreads = sameLiveThreads;
        this.deferMembers = deferMembers;
        unordered.clear();
        previousRootCount = rootCount;
        rootCount = 0;
        synced = 0;
        membersFrom = Integer.MAX_VALUE;
        previousCount = count;
        count = 0;
        inSync = true;
        if (!incremental) {
            // Numbered afresh: the previous numbers are forgotten, its order kept aside only to tell which came out the same.
            leaveSync();
        }
        valid = true;
        if (numbers.length < heap.top()) {
            numbers = Arrays.copyOf(numbers, Math.max(heap.top(), numbers.length * 2));
        }
    }

    /** Whether the live threads are those of the previous numbering: objects with guards are followed as then. */
    private boolean sameLiveThreads;
    /** Per number, whether its object has a guard (its own or a location's): see {@link #sameLiveThreads}. */
    private boolean[] guarded = new boolean[1024];
    /** Whether the numbering reached by the last {@link #visit}s may be taken over (false until one was made). */
    private boolean valid;
    /** Whether every root so far was the previous numbering's and reached only unchanged objects: numbers are kept. */
    private boolean inSync;
    /** How many objects the previous numbering had: while {@link #inSync}, those past {@link #count} still hold numbers. */
    private int previousCount;
    /** The roots visited, in order; per root, the count and the deferred member arrays' count after it (kept across states). */
    private int[] roots = new int[256];
    private int[] countAfter = new int[256];
    private int[] deferredAfter = new int[256];
    private int rootCount;
    private int previousRootCount;
    /** The count before {@link #visitMembers}: only objects numbered after it may be member arrays written as sets. */
    private int membersFrom = Integer.MAX_VALUE;
    /** The object each number was given to, as it was then (for {@link #unchanged}). */
    private HeapObject[] objects = new HeapObject[1024];
    /** The previous numbering's order from where the numberings part ({@link #synced}), for {@link #sharedPrefix}. */
    private int[] previousTail = new int[64];
    private int previousTailLength;
    /** How many numbers the previous numbering gave exactly as this one (a lower bound until {@link #sharedPrefix}). */
    private int synced;

    /**
     * Whether objects {@code from} to {@code to} of the previous numbering would be followed as then: each is the same
     * instance (sealed: the same contents), or another whose references, guards' locks and member array are the same
     * ({@link #followedAlike}), and none has a guard when the live threads changed. Then a traversal that reaches them in
     * the same state of its own pushes the same references in the same order and numbers them alike. The instances are
     * remembered as they are now.
     */
    private boolean unchanged(int from, int to) {
        HeapObject[] table = heap.table();
        for (int n = from; n <= to; n++) {
            HeapObject now = table[order[n]];
            if (guarded[n] && !sameLiveThreads) {
                return false;
            }
            if (now != objects[n]) {
                if (now == null || !followedAlike(now, objects[n])) {
                    return false;
                }
                objects[n] = now;
                guarded[n] = now.guard != null || now.slotGuards != null;
            }
        }
        return true;
    }

    /**
     * Whether {@link #traverse} reads the same from {@code now} as it did from {@code then}, another version of the object
     * at the same reference: the same type, the same references in the followed slots or elements, the same member array,
     * and the same locks of its live guards (exactly the same guards when a location has one).
     */
    private boolean followedAlike(HeapObject now, HeapObject then) {
        if (now.type != then.type || now.mirrored != then.mirrored || (now.array == null) != (then.array == null)
                || !sameLocks(liveGuard(now.guard), liveGuard(then.guard)) || now.slotGuards != then.slotGuards) {
            return false;
        }
        if (now.array != null) {
            return !now.type.hasReferenceElements() || Arrays.equals((int[]) now.array, (int[]) then.array);
        }
        int[] slots = layouts.refSlots(now);
        for (int slot : slots) {
            if (now.fields[slot] != then.fields[slot]) {
                return false;
            }
        }
        int m = slots == now.refSlots() ? -1 : layouts.membersSlot(now.type);
        return m < 0 || now.fields[m] == then.fields[m];
    }

    /** Whether two guards (as {@link #liveGuard} gives them) have the same candidate locks, in the same order. */
    private static boolean sameLocks(int[] a, int[] b) {
        if (a == b) {
            return true;
        }
        if (a == null || b == null) {
            return false;
        }
        int k = LockDiscipline.lockCount(a);
        if (k != LockDiscipline.lockCount(b)) {
            return false;
        }
        for (int i = 1; i <= k; i++) {
            if (a[i] != b[i]) {
                return false;
            }
        }
        return true;
    }

    /** Gives up the previous numbering from the current count on: its numbers are forgotten, its order kept aside. */
    private void leaveSync() {
        inSync = false;
        synced = count;
        int tail = previousCount - count;
        if (previousTail.length < tail) {
            previousTail = new int[Math.max(tail, previousTail.length * 2)];
        }
        System.arraycopy(order, count + 1, previousTail, 0, tail);
        previousTailLength = tail;
        for (int n = count + 1; n <= previousCount; n++) {
            numbers[order[n]] = 0;
        }
        int keep = rootCount == 0 ? 0 : deferredAfter[rootCount - 1];
        while (deferred.size() > keep) {
            deferred.removeAtIndex(deferred.size() - 1);
        }
    }

    /**
     * How many numbers this numbering (complete: after {@link #visitMembers}) gave to the same references as the previous
     * one, from the first on: a reference whose previous number is at most this has the same number now.
     */
    int sharedPrefix() {
        if (inSync) {
            return count; // every root was taken over: the whole numbering is the previous one
        }
        int n = synced;
        int limit = Math.min(count, synced + previousTailLength);
        while (n < limit && order[n + 1] == previousTail[n - synced]) {
            n++;
        }
        return n;
    }

    /** Numbers everything {@code root} reaches that has no number yet; returns the root's number (0 for null). */
    int visit(int root) {
        if (inSync) {
            int i = rootCount;
            if (i < previousRootCount && roots[i] == root && (i == 0 ? 0 : countAfter[i - 1]) == count
                    && countAfter[i] <= previousCount && unchanged(count + 1, countAfter[i])) {
                // The same root, reaching the same unchanged objects from the same numbering: the same numbers again.
                rootCount++;
                count = countAfter[i];
                return numberOf(root);
            }
            leaveSync();
        }
        int number = traverse(root);
        if (rootCount == roots.length) {
            int n = rootCount * 2;
            roots = Arrays.copyOf(roots, n);
            countAfter = Arrays.copyOf(countAfter, n);
            deferredAfter = Arrays.copyOf(deferredAfter, n);
        }
        roots[rootCount] = root;
        countAfter[rootCount] = count;
        deferredAfter[rootCount++] = deferred.size();
        return number;
    }

    private int traverse(int root) {
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
        if (inSync) {
            leaveSync(); // what the previous numbering did from here (member arrays) is done again
        }
        membersFrom = count;
        for (int i = 0; i < deferred.size(); i++) {
            int array = deferred.get(i);
            if (numbers[array] == 0) {
                number(array);
                unordered.add(array);
                for (int e : (int[]) heap.read(array).array) {
                    traverse(e);
                }
            }
        }
    }

    /** Whether {@code ref} is a member array numbered by {@link #visitMembers}: its elements' order is not observed. */
    boolean unordered(int ref) {
        return !unordered.isEmpty() && unordered.contains(ref);
    }

    /** Whether the object numbered {@code n} is a member array written as a set ({@link #unordered(int)}), by its number. */
    boolean unorderedAt(int n) {
        return n > membersFrom && unordered(order[n]);
    }

    /** How many objects were numbered before the member arrays: none of these is written as a set. */
    int orderedCount() {
        return Math.min(count, membersFrom);
    }

    private void number(int ref) {
        if (++count == order.length) {
            order = Arrays.copyOf(order, count * 2);
            objects = Arrays.copyOf(objects, count * 2);
            guarded = Arrays.copyOf(guarded, count * 2);
        }
        order[count] = ref;
        numbers[ref] = count;
        HeapObject o = heap.read(ref);
        objects[count] = o;
        guarded[count] = o.guard != null || o.slotGuards != null;
    }

    private int ensureStack(int sp, int more) {
        if (sp + more > stack.length) {
            stack = Arrays.copyOf(stack, Math.max(sp + more, stack.length * 2));
        }
        return sp;
    }

    /** The number of a reached reference, 0 for null. */
    int numberOf(int ref) {
        int n = numbers[ref];
        return n <= count ? n : 0; // while in sync, numbers past the count are the previous numbering's, not given yet
    }

    /** How many objects were reached. */
    int count() {
        return count;
    }

    /** The references by number, 1 to {@link #count()} (element 0 unused): a copy. */
    int[] refsByNumber() {
        return Arrays.copyOf(order, count + 1);
    }

    /**
     * The numbers by reference, for references below {@code bound}: a copy, in which a reference not numbered now may
     * still show an earlier numbering's number (check it against {@link #refsByNumber}).
     */
    int[] numbersByRef(int bound) {
        return Arrays.copyOf(numbers, Math.min(bound, numbers.length));
    }

    /** The reference numbered {@code n}, 1 to {@link #count()}. */
    int refAt(int n) {
        return order[n];
    }
}
