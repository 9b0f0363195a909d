package org.orbitmc.vm;

import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.interp.Threads;
import org.orbitmc.vm.thread.VmThread;

/**
 * Scheduling points by lock discipline: Eraser's lockset (Savage et al., TOCS 1997), kept in the program state. An
 * access to a shared object's plain field or element needs no scheduling point of its own when it holds a lock that
 * every access to the object by another live thread held too: no other thread can then touch the object until the
 * lock is released, which is a visible operation, so the access commutes with everything other threads do meanwhile.
 *
 * <p>Each shared object carries its {@link HeapObject#guard}: the candidate locks (monitors, and each thread's own
 * virtual lock, which only that thread holds) and the threads that accessed it since it escaped. An access by a thread
 * that is not among the accessors, all of which have terminated, starts the history again (nothing else can run
 * concurrently with it): the candidates become the locks the thread holds. A thread's own accesses never restart its
 * history: its earlier write, or an access under fewer locks, may still race with a thread that comes later (fuzz
 * finding 7). Otherwise the candidates shrink to those the thread holds; when
 * none is left the access is not protected, and the caller makes the field (or the array class) unguarded for the
 * rest of the VM's life and counts a visibility refinement, so that a search explores again from its start with the
 * coarser rule. docs/algorithms.md ("Scheduling points by lock discipline") argues why the first unprotected access
 * of any execution is met by the search itself.
 *
 * <p>A guard is kept per location where one per object would lose the reduction: an array's elements and a class's
 * statics share their object's guard until an access to one of them is unprotected; then the arrays of that allocation
 * site (the class's statics) keep a guard per element (per static) in {@link HeapObject#slotGuards}, and only an
 * access that one of those no longer protects makes the site's elements (the static) unguarded ({@code Vm.loseElements},
 * {@code Vm.staticAccess}).
 *
 * <p>Eraser's read-shared state is kept too: while every access since the history began was a read, a read needs no
 * common lock (reads commute); the first write then needs one shared with every live accessor.
 *
 * <p>Layout of a guard: {@code [k (| MODIFIED), lock_1 .. lock_k, accessor ids...]}, a monitor as its object's reference, a
 * {@code java.util.concurrent} lock (an {@code AbstractOwnableSynchronizer}, owned by the thread in its
 * {@code exclusiveOwnerThread}) as its reference with {@link #SYNCHRONIZER} set, the virtual lock of thread {@code id}
 * as {@code -(id + 1)}.
 */
public final class LockDiscipline {
    /** Marks a lock that is an {@code AbstractOwnableSynchronizer} (heap references stay below it). */
    public static final int SYNCHRONIZER = 1 << 30;
    private final Heap heap;
    private Threads threads;
    /** The slot of {@code AbstractOwnableSynchronizer.exclusiveOwnerThread}, once that class is loaded. */
    private int ownerSlot = -1;

    LockDiscipline(Heap heap) {
        this.heap = heap;
    }

    /** The thread table, once the VM has made it. */
    void threads(Threads table) {
        this.threads = table;
    }

    void synchronizerLoaded(int exclusiveOwnerSlot) {
        ownerSlot = exclusiveOwnerSlot;
    }

    /** The guard's entry for the virtual lock of thread {@code id}. */
    static int virtualLock(int id) {
        return -(id + 1);
    }

    /** In a guard's first entry (with the number of candidate locks): a write happened since its history began. */
    private static final int MODIFIED = 1 << 20;

    /** How many candidate locks guard {@code g} has (they follow its first entry). */
    public static int lockCount(int[] g) {
        return g[0] & (MODIFIED - 1);
    }

    /** Whether some access since guard {@code g}'s history began was a write. */
    public static boolean isModified(int[] g) {
        return (g[0] & MODIFIED) != 0;
    }

    /**
     * Records an access by {@code t} to the object whose guard is {@code g}, a write or a read: returns the guard after
     * it ({@code g} itself when unchanged; the caller stores a new one, in a copy of the object it may write) when the
     * access held a lock that every access by another live accessor held, or is a read while all accesses so far were
     * reads (reads commute); null when neither holds.
     */
    int[] protect(int[] g, VmThread t, boolean write) {
        return protect(g, t, write, true);
    }

    /**
     * As {@link #protect(int[], VmThread, boolean)}; without {@code ownLock} the thread's virtual lock is no candidate, so
     * that only monitors it holds can protect the access (a monitor's own guard: an acquisition holding none is
     * unprotected at once).
     */
    int[] protect(int[] g, VmThread t, boolean write, boolean ownLock) {
        if (g == null) {
            return ownLock ? fresh(t, write) : freshWithoutOwnLock(t, write);
        }
        boolean known = false;
        int k = lockCount(g);
        for (int i = k + 1; i < g.length; i++) {
            known |= g[i] == t.id();
        }
        if (!known && othersTerminated(g, t.id())) {
            // A new history, only for a thread that had no part in the old one: a thread's own earlier accesses (a
            // write, one under other locks) stay in its history, as another thread may yet race with them.
            return fresh(t, write);
        }
        boolean modified = isModified(g) || write;
        int kept = 0;
        for (int i = 1; i <= k; i++) {
            if (holds(t, g[i])) {
                kept++;
            }
        }
        if (kept == 0 && modified) {
            return null;
        }
        if (kept == k && known && modified == isModified(g)) {
            return g;
        }
        int[] n = new int[1 + kept + g.length - 1 - k + (known ? 0 : 1)];
        n[0] = kept | (modified ? MODIFIED : 0);
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
        return n;
    }

    /** A guard whose only accessor is {@code t}: its candidates are the locks it holds. */
    private static int[] fresh(VmThread t, boolean write) {
        int k = t.heldCount + 1;
        int[] g = new int[k + 2];
        g[0] = k | (write ? MODIFIED : 0);
        System.arraycopy(t.held, 0, g, 1, t.heldCount);
        g[k] = virtualLock(t.id());
        g[k + 1] = t.id();
        return g;
    }

    /** A guard whose only accessor is {@code t}, its candidates the monitors it holds; null when it holds none. */
    private static int[] freshWithoutOwnLock(VmThread t, boolean write) {
        int k = t.heldCount;
        if (k == 0 && write) {
            return null;
        }
        int[] g = new int[k + 2];
        g[0] = k | (write ? MODIFIED : 0);
        System.arraycopy(t.held, 0, g, 1, k);
        g[k + 1] = t.id();
        return g;
    }

    private static boolean contains(int[] g, int k, int lock) {
        for (int i = 1; i <= k; i++) {
            if (g[i] == lock) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether guard {@code g}'s history has ended: every accessor has terminated. The next access then starts a new
     * history whoever makes it (no live thread is among the accessors), exactly as from no guard, so such a guard is
     * equivalent to none and the state encoding writes it as none.
     */
    public static boolean historyEnded(Threads threads, int[] g) {
        if (g == null) {
            return false;
        }
        for (int i = lockCount(g) + 1; i < g.length; i++) {
            if (!terminated(threads, g[i])) {
                return false;
            }
        }
        return true;
    }

    private boolean othersTerminated(int[] g, int self) {
        for (int i = lockCount(g) + 1; i < g.length; i++) {
            if (g[i] != self && !terminated(threads, g[i])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether thread {@code id}, named in a guard, has terminated: its entry is TERMINATED, or it ended and left the
     * table (ids are never given twice along a path, so an id the table lacks names no thread that can still run).
     */
    public static boolean terminated(Threads threads, int id) {
        threads.livenessRead(id);
        VmThread t = threads.byId(id);
        return t == null || t.status == VmThread.TERMINATED;
    }

    private boolean holds(VmThread t, int lock) {
        if (lock < 0) {
            return lock == virtualLock(t.id());
        }
        if ((lock & SYNCHRONIZER) != 0) {
            return heap.read(lock & ~SYNCHRONIZER).fields[ownerSlot] == t.threadObject;
        }
        Monitor m = heap.read(lock).monitor;
        return m != null && m.owner == t.id();
    }
}
