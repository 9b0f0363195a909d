package org.orbitmc.vm;

import java.util.List;

import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.thread.VmThread;

/**
 * Scheduling points by lock discipline: Eraser's lockset (Savage et al., TOCS 1997), kept in the program state. An
 * access to a shared object's plain field or element needs no scheduling point of its own when it holds a lock that
 * every access to the object by another live thread held too: no other thread can then touch the object until the
 * lock is released, which is a visible operation, so the access commutes with everything other threads do meanwhile.
 *
 * <p>Each shared object carries its {@link HeapObject#guard}: the candidate locks (monitors, and each thread's own
 * virtual lock, which only that thread holds) and the threads that accessed it since it escaped. An access by a thread
 * whose other accessors have all terminated starts the history again (nothing else can run concurrently with it):
 * the candidates become the locks the thread holds. Otherwise the candidates shrink to those the thread holds; when
 * none is left the access is not protected, and the caller makes the field (or the array class) unguarded for the
 * rest of the VM's life and counts a visibility refinement, so that a search explores again from its start with the
 * coarser rule. docs/algorithms.md ("Scheduling points by lock discipline") argues why the first unprotected access
 * of any execution is met by the search itself.
 *
 * <p>Layout of a guard: {@code [k, lock_1 .. lock_k, accessor ids...]}, a monitor as its object's reference, the
 * virtual lock of thread {@code id} as {@code -(id + 1)}.
 */
final class LockDiscipline {
    private final Heap heap;
    private final List<VmThread> threads;

    LockDiscipline(Heap heap, List<VmThread> threads) {
        this.heap = heap;
        this.threads = threads;
    }

    /** The guard's entry for the virtual lock of thread {@code id}. */
    static int virtualLock(int id) {
        return -(id + 1);
    }

    /**
     * Records an access by {@code t} to {@code o}; returns whether it held a lock that every access by another live
     * accessor held (then {@code o}'s guard is updated), false when it held none.
     */
    boolean protects(HeapObject o, VmThread t) {
        int[] g = o.guard;
        if (g == null || othersTerminated(g, t.id())) {
            if (g == null || !isFresh(g, t)) {
                o.guard = fresh(t);
            }
            return true;
        }
        int k = g[0];
        int kept = 0;
        for (int i = 1; i <= k; i++) {
            if (holds(t, g[i])) {
                kept++;
            }
        }
        if (kept == 0) {
            return false;
        }
        boolean known = false;
        for (int i = k + 1; i < g.length; i++) {
            known |= g[i] == t.id();
        }
        if (kept == k && known) {
            return true;
        }
        int[] n = new int[1 + kept + g.length - 1 - k + (known ? 0 : 1)];
        n[0] = kept;
        int at = 1;
        for (int i = 1; i <= k; i++) {
            if (holds(t, g[i])) {
                n[at++] = g[i];
            }
        }
        for (int i = k + 1; i < g.length; i++) {
            n[at++] = g[i];
        }
        if (!known) {
            n[at] = t.id();
        }
        o.guard = n;
        return true;
    }

    /** A guard whose only accessor is {@code t}: its candidates are the locks it holds. */
    private static int[] fresh(VmThread t) {
        int k = t.heldCount + 1;
        int[] g = new int[k + 2];
        g[0] = k;
        System.arraycopy(t.held, 0, g, 1, t.heldCount);
        g[k] = virtualLock(t.id());
        g[k + 1] = t.id();
        return g;
    }

    /** Whether {@code g} is what {@link #fresh} would make for {@code t} now (the common case of a thread's own object). */
    private static boolean isFresh(int[] g, VmThread t) {
        int k = t.heldCount + 1;
        if (g[0] != k || g.length != k + 2 || g[k + 1] != t.id()) {
            return false;
        }
        for (int i = 0; i < t.heldCount; i++) {
            if (!contains(g, k, t.held[i])) {
                return false;
            }
        }
        return contains(g, k, virtualLock(t.id()));
    }

    private static boolean contains(int[] g, int k, int lock) {
        for (int i = 1; i <= k; i++) {
            if (g[i] == lock) {
                return true;
            }
        }
        return false;
    }

    private boolean othersTerminated(int[] g, int self) {
        for (int i = g[0] + 1; i < g.length; i++) {
            if (g[i] != self && threads.get(g[i]).status != VmThread.TERMINATED) {
                return false;
            }
        }
        return true;
    }

    private boolean holds(VmThread t, int lock) {
        if (lock < 0) {
            return lock == virtualLock(t.id());
        }
        Monitor m = heap.get(lock).monitor;
        return m != null && m.owner == t.id();
    }
}
