package org.orbitmc.vm.thread;

import java.util.Arrays;

import org.orbitmc.vm.classes.MethodInfo;

/**
 * A thread of the checked program: its call stack as one contiguous value stack (a frame's locals are
 * followed by its operand stack; a callee's locals overlay the caller's pushed arguments, as in HotSpot)
 * and parallel arrays describing each frame. The top frame's pc and sp are kept in the interpreter's
 * locals while it runs and written back when it stops.
 */
public final class VmThread {
    public static final int NEW = 0;
    public static final int RUNNABLE = 1;
    public static final int BLOCKED = 2;
    public static final int WAITING = 3;
    public static final int TIMED_WAITING = 4;
    public static final int TERMINATED = 5;

    /** What a thread that is not RUNNABLE waits for; see {@link #status}. */
    public static final int WAIT_NONE = 0;
    /** In a monitor's wait set, not yet notified. */
    public static final int WAIT_WAITING = 1;
    /** Notified (or timed out, or interrupted): must reacquire the monitor to return from wait. */
    public static final int WAIT_NOTIFIED = 2;

    private final int id;
    /** Heap ref of the {@code java.lang.Thread} object. */
    public int threadObject;
    public int status = NEW;

    // Allocated by the public constructor; a copy (copy) makes its own at the sizes it needs.
    public long[] stack;
    public MethodInfo[] methods;
    public int[] pcs;
    public int[] sps;
    public int[] bases;
    /** The monitor a synchronized method holds, 0 if none. */
    public int[] locks;
    /**
     * Per frame: whether it runs atomic code (an atomic library, a JDK class initializer, or JDK code one of them
     * called; not program code they call back). Kept on push so that the check at every visible operation is O(1).
     */
    public boolean[] atomic;
    /** Index of the top frame; -1 when the thread has no frames. */
    public int depth = -1;
    /**
     * The native methods running now on this thread, innermost last, each with the depth of the frame that called it:
     * stack traces show them as HotSpot does ({@code System.arraycopy(Native Method)}). Host bookkeeping, kept only
     * while a native runs, so never part of a state between transitions.
     */
    public MethodInfo[] nativeMethods = new MethodInfo[4];
    public int[] nativeDepths = new int[4];
    public int natives;

    /** A native called by the frame at {@code callerDepth} starts running; see {@link #nativeMethods}. */
    public void enterNative(MethodInfo m, int callerDepth) {
        if (natives == nativeMethods.length) {
            nativeMethods = Arrays.copyOf(nativeMethods, natives * 2);
            nativeDepths = Arrays.copyOf(nativeDepths, natives * 2);
        }
        nativeMethods[natives] = m;
        nativeDepths[natives++] = callerDepth;
    }

    public void exitNative() {
        nativeMethods[--natives] = null;
    }

    /**
     * The monitors this thread owns (their objects' references, in no particular order; {@code heldCount} of them):
     * what its accesses hold for the lock discipline. Derived from the monitors' owners, so not encoded in states.
     */
    public int[] held = new int[4];
    public int heldCount;

    /** The thread now owns the monitor of {@code ref} (it did not before). */
    public void acquired(int ref) {
        if (heldCount == held.length) {
            held = Arrays.copyOf(held, heldCount * 2);
        }
        held[heldCount++] = ref;
    }

    /** The thread no longer owns the monitor of {@code ref}. */
    public void released(int ref) {
        for (int i = 0; i < heldCount; i++) {
            if (held[i] == ref) {
                held[i] = held[--heldCount];
                return;
            }
        }
    }

    /** The monitor a BLOCKED thread waits to enter, or the one a waiting thread waits on; 0 if none. */
    public int monitor;
    /** For Object.wait: WAIT_NONE, WAIT_WAITING or WAIT_NOTIFIED. */
    public int waitState = WAIT_NONE;
    /**
     * Where the thread's own code starts (its {@code run} or {@code main}, or the program line a JDK {@code run} reached),
     * set by its first step: a trace shows the thread's end there, as the thread has no program frame left then. For
     * traces only, never read by a transition, so neither compared nor encoded.
     */
    public String startFile;
    public int startLine = -1;
    /** The monitor's recursion count to restore when a waiting thread reacquires it. */
    public int savedCount;
    /** Whether the current wait, park or sleep has a timeout (it may then end at any moment). */
    public boolean timed;
    /** When the current timed wait, park or sleep times out, on the program's clock (nanoseconds; see Vm.clockNanos). */
    public long deadline;
    /** Whether the thread is in Thread.sleep. */
    public boolean sleeping;
    /** Whether the thread is in Unsafe.park. */
    public boolean parked;
    /** Whether the thread, having returned from main, waits as HotSpot's DestroyJavaVM thread to be the last non-daemon one. */
    public boolean destroyingVm;
    /** LockSupport's permit. */
    public boolean permit;
    /**
     * Set when a transition starts: the thread may perform one visible operation (the one the search
     * chose it for); the next visible operation ends the transition.
     */
    public boolean atSchedulingPoint;
    /**
     * The method implemented on the host (a native, or a JDK method the natives replace) running innermost on this
     * thread now, or null; and whether it took this transition's scheduling point. Such a method runs again from its
     * start when its thread blocks in it, so one that takes the point and then reaches a second visible operation
     * would stop at its first forever: the VM reports that as its own error (Vm.schedulingPoint) instead of letting
     * the search drop the path. Host bookkeeping, reset when the method returns, never part of a state.
     */
    public MethodInfo hostMethod;
    public boolean hostTookPoint;
    /**
     * Set when program code an atomic library called back (a function, a task, a key's {@code equals}) returns into the
     * library: the library's next access to its own shared state is a scheduling point again (Vm.point), so that each
     * stretch of library code between callbacks is one step. A call whose callback has side effects is not one
     * linearizable operation (fuzz finding 8: {@code updateAndGet}'s CAS after a function that writes a static).
     */
    public boolean callbackReturned;
    /**
     * Whether this thread took a scheduling point since the innermost program callback it is in was entered (or since it
     * started, outside callbacks): a callback that made no visible operation returns into its library without making
     * the library's next access a point (Invoker.calledBack), so a pure function, comparator or key {@code equals} keeps
     * the library call one step. Per frame, {@link #visibleBeforeCallback} keeps the outer value while a callback runs.
     */
    public boolean visibleSinceCallback;
    /** For a callback's frame (program code entered from an atomic library): {@link #visibleSinceCallback} at its entry. */
    public boolean[] visibleBeforeCallback;
    /**
     * The monitor whose acquisition took this transition's scheduling point and is still held, or 0 (Vm.monitorEnter,
     * Vm.notifyAllPoint). Reset when a transition starts; never part of a state.
     */
    public int pointMonitor;
    /** Set when a transition starts at a choice (a Verify value, which waiter notify wakes): it may be made now. */
    public boolean atChoice;
    /** The data choice the search made for this thread's current transition (e.g. which waiter notify wakes). */
    public int choice;
    /** A class whose initialization by another thread this thread waits for, or null. */
    public org.orbitmc.vm.classes.ClassInfo initWait;

    public VmThread(int id) {
        this(id, INITIAL_FRAMES, INITIAL_STACK);
    }

    /** A thread whose frame arrays hold {@code frames} frames and whose value stack holds {@code slots} slots. */
    private VmThread(int id, int frames, int slots) {
        this.id = id;
        stack = new long[slots];
        methods = new MethodInfo[frames];
        pcs = new int[frames];
        sps = new int[frames];
        bases = new int[frames];
        locks = new int[frames];
        atomic = new boolean[frames];
        visibleBeforeCallback = new boolean[frames];
    }

    public int id() {
        return id;
    }

    /** Makes room for a frame at {@code depth + 1} whose locals and stack end below {@code stackEnd}. */
    public void ensureCapacity(int stackEnd) {
        if (depth + 1 >= methods.length) {
            int n = methods.length * 2;
            methods = Arrays.copyOf(methods, n);
            pcs = Arrays.copyOf(pcs, n);
            sps = Arrays.copyOf(sps, n);
            bases = Arrays.copyOf(bases, n);
            locks = Arrays.copyOf(locks, n);
            atomic = Arrays.copyOf(atomic, n);
            visibleBeforeCallback = Arrays.copyOf(visibleBeforeCallback, n);
        }
        if (stackEnd > stack.length) {
            stack = Arrays.copyOf(stack, Math.max(stackEnd, stack.length * 2));
        }
    }

    /** Pushes a frame whose locals start at {@code base}; the caller's state must already be saved. */
    public void pushFrame(MethodInfo method, int base, int maxLocals, int maxStack) {
        ensureCapacity(base + maxLocals + maxStack + 2);
        depth++;
        methods[depth] = method;
        bases[depth] = base;
        pcs[depth] = 0;
        sps[depth] = base + maxLocals;
        locks[depth] = 0;
        byte kind = method.atomicity();
        atomic[depth] = kind == MethodInfo.ATOMIC || kind == MethodInfo.INHERITS && depth > 0 && atomic[depth - 1];
        boolean callback = depth > 0 && !atomic[depth] && atomic[depth - 1];
        // Outside every callback the flag decides nothing: an outermost callback keeps false, so states do not differ by it.
        visibleBeforeCallback[depth] = callback && visibleSinceCallback && inCallback(depth - 1);
        if (callback) {
            visibleSinceCallback = false;
        }
    }

    /** Whether one of the frames up to {@code top} is a callback's (program code entered from an atomic library). */
    public boolean inCallback(int top) {
        for (int d = top; d > 0; d--) {
            if (!atomic[d] && atomic[d - 1]) {
                return true;
            }
        }
        return false;
    }

    /** Whether the top frame runs atomic code (see {@link #atomic}). */
    public boolean inAtomicCode() {
        return depth >= 0 && atomic[depth];
    }

    public MethodInfo topMethod() {
        return depth < 0 ? null : methods[depth];
    }

    /**
     * A copy of the live part, for snapshots: the frames up to {@link #depth} and the value stack up to the highest
     * frame's sp. Slots above it are dead between transitions (a frame's values lie below its sp, and a callee's
     * frame starts within its caller's), so a snapshot costs the stack in use, not its capacity.
     */
    public VmThread snapshotCopy() {
        if (depth < 0 && lastSnapshot != null && scalarsEqual(this, lastSnapshot)) {
            return lastSnapshot; // a thread without frames (not started, or ended) is often unchanged: snapshots share it
        }
        int frames = depth + 1;
        int live = 0;
        for (int d = 0; d < frames; d++) {
            live = Math.max(live, sps[d]);
        }
        lastSnapshot = copy(frames, live, frames, live);
        return lastSnapshot;
    }

    /**
     * The last {@link #snapshotCopy} taken of or restored into this thread, which is never written: a later snapshot of
     * a thread without frames whose other fields still equal it can share it. Host bookkeeping, not state.
     */
    private VmThread lastSnapshot;

    /** A copy to run, of a {@link #snapshotCopy}: its arrays get back room to grow. */
    public VmThread runnableCopy() {
        VmThread c = copy(depth + 1, stack.length, Math.max(INITIAL_FRAMES, methods.length), Math.max(INITIAL_STACK, stack.length));
        c.lastSnapshot = this;
        return c;
    }

    /**
     * Becomes the thread {@code saved} (a {@link #snapshotCopy} of the thread with this id) describes, reusing this
     * thread's arrays where they are large enough: what lies above the saved frames and stack is dead.
     */
    public void restoreFrom(VmThread saved) {
        int frames = saved.depth + 1;
        int slots = saved.stack.length;
        if (stack.length < slots) {
            stack = new long[Math.max(slots, stack.length * 2)];
        }
        System.arraycopy(saved.stack, 0, stack, 0, slots);
        if (methods.length < frames) {
            int n = Math.max(frames, methods.length * 2);
            methods = new MethodInfo[n];
            pcs = new int[n];
            sps = new int[n];
            bases = new int[n];
            locks = new int[n];
            atomic = new boolean[n];
            visibleBeforeCallback = new boolean[n];
        }
        System.arraycopy(saved.methods, 0, methods, 0, frames);
        System.arraycopy(saved.pcs, 0, pcs, 0, frames);
        System.arraycopy(saved.sps, 0, sps, 0, frames);
        System.arraycopy(saved.bases, 0, bases, 0, frames);
        System.arraycopy(saved.locks, 0, locks, 0, frames);
        System.arraycopy(saved.atomic, 0, atomic, 0, frames);
        System.arraycopy(saved.visibleBeforeCallback, 0, visibleBeforeCallback, 0, frames);
        copyScalars(saved, this);
        lastSnapshot = saved;
    }

    private static final int INITIAL_FRAMES = 64;
    private static final int INITIAL_STACK = 1024;

    /** A copy of the first {@code frames} frames and {@code slots} stack slots, in arrays of the given capacities. */
    private VmThread copy(int frames, int slots, int frameCapacity, int stackCapacity) {
        VmThread c = new VmThread(id, frameCapacity, stackCapacity); // no arrays made only to be replaced
        System.arraycopy(stack, 0, c.stack, 0, slots);
        System.arraycopy(methods, 0, c.methods, 0, frames);
        System.arraycopy(pcs, 0, c.pcs, 0, frames);
        System.arraycopy(sps, 0, c.sps, 0, frames);
        System.arraycopy(bases, 0, c.bases, 0, frames);
        System.arraycopy(locks, 0, c.locks, 0, frames);
        System.arraycopy(atomic, 0, c.atomic, 0, frames);
        System.arraycopy(visibleBeforeCallback, 0, c.visibleBeforeCallback, 0, frames);
        copyScalars(this, c);
        return c;
    }

    /** Copies everything but the frames and the native bookkeeping (empty between transitions). */
    private static void copyScalars(VmThread from, VmThread c) {
        c.threadObject = from.threadObject;
        c.status = from.status;
        c.depth = from.depth;
        c.held = from.held.clone();
        c.heldCount = from.heldCount;
        c.monitor = from.monitor;
        c.waitState = from.waitState;
        c.savedCount = from.savedCount;
        c.timed = from.timed;
        c.deadline = from.deadline;
        c.sleeping = from.sleeping;
        c.parked = from.parked;
        c.permit = from.permit;
        c.destroyingVm = from.destroyingVm;
        c.callbackReturned = from.callbackReturned;
        c.visibleSinceCallback = from.visibleSinceCallback;
        c.atSchedulingPoint = from.atSchedulingPoint;
        c.choice = from.choice;
        c.atChoice = from.atChoice;
        c.initWait = from.initWait;
        c.startFile = from.startFile;
        c.startLine = from.startLine;
    }

    /** Whether everything {@link #copyScalars} copies is equal. */
    private static boolean scalarsEqual(VmThread a, VmThread b) {
        return a.threadObject == b.threadObject && a.status == b.status && a.depth == b.depth && a.monitor == b.monitor
                && a.waitState == b.waitState && a.savedCount == b.savedCount && a.timed == b.timed && a.deadline == b.deadline
                && a.sleeping == b.sleeping && a.parked == b.parked && a.permit == b.permit && a.destroyingVm == b.destroyingVm
                && a.callbackReturned == b.callbackReturned && a.visibleSinceCallback == b.visibleSinceCallback
                && a.atSchedulingPoint == b.atSchedulingPoint && a.choice == b.choice && a.atChoice == b.atChoice
                && a.initWait == b.initWait && a.heldCount == b.heldCount
                && java.util.Arrays.equals(a.held, 0, a.heldCount, b.held, 0, b.heldCount);
    }

    @Override
    public String toString() {
        return "thread#" + id;
    }
}
