package org.orbitmc.vm.interp;

import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.thread.VmThread;

/**
 * The thread table's life cycle and blocking rules: starting a java.lang.Thread, the VM's side of ending
 * one (the rest runs as interpreted code in {@link EntryFrames}), and whether a thread can take a step now.
 */
public final class Threads {
    /** java.lang.Thread.threadStatus values the JDK reads (JVMTI thread states). */
    private static final int STATUS_RUNNABLE = 5;
    private static final int STATUS_TERMINATED = 2;

    private final Vm vm;
    private final Heap heap;
    private final Monitors monitors;
    private final ClassInitializer initializer;
    private final Invoker invoker;
    private final EntryFrames entryFrames;
    /**
     * The threads that have not ended, or ended in the running step, sorted by id: a thread's id is given once (by
     * {@link #nextId}) and never reused along a path, so schedules and traces keep naming it after its entry has gone.
     */
    private final List<VmThread> table;
    /** The id the next started thread gets: program state along a path (snapshots keep it), never part of an encoding. */
    private int nextId = 1;
    /** A throwable an entry frame caught in the running transition (host state: the search reads it at once). */
    private int uncaught;
    private static final int THREAD_STATUS = 0;
    private static final int DAEMON = 1;
    private static final int INTERRUPTED = 2;
    private static final int NAME = 3;
    private int[] slots;

    public Threads(Vm vm, Monitors monitors, ClassInitializer initializer, Invoker invoker, EntryFrames entryFrames, List<VmThread> table) {
        this.vm = vm;
        this.heap = vm.heap();
        this.monitors = monitors;
        this.initializer = initializer;
        this.invoker = invoker;
        this.entryFrames = entryFrames;
        this.table = table;
    }

    public List<VmThread> table() {
        return table;
    }

    /** The VM thread of a java.lang.Thread object, or null if it was never started. */
    public VmThread of(int threadObject) {
        for (VmThread t : table) {
            if (t.threadObject == threadObject) {
                return t;
            }
        }
        return null;
    }

    /** The entry of thread {@code id}, or null when it ended and left the table ({@link #dropEnded}). */
    public VmThread byId(int id) {
        int lo = 0;
        int hi = table.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int at = table.get(mid).id();
            if (at < id) {
                lo = mid + 1;
            } else if (at > id) {
                hi = mid - 1;
            } else {
                return table.get(mid);
            }
        }
        return null;
    }

    /** The id the next started thread gets (for snapshots). */
    public int nextId() {
        return nextId;
    }

    /** Returns to a snapshot's id counter. */
    public void restoreNextId(int id) {
        nextId = id;
    }

    /** Whether a thread besides main was ever started on this path. */
    public boolean secondStarted() {
        return nextId > 1;
    }

    /**
     * A step asks whether thread {@code id} is alive other than through its {@code Thread} object (the lock discipline
     * asks it of a guard's accessors): recorded in the step's footprint, if one is recorded, as a read of the thread's
     * liveness, which its end writes.
     */
    public void livenessRead(int id) {
        org.orbitmc.vm.heap.Footprint.Recorder r = heap.footprintRecorder();
        if (r != null) {
            r.readPseudo(org.orbitmc.vm.heap.Footprint.liveness(id));
        }
    }

    /**
     * Removes the entries of threads that have ended. Nothing needs them: an ended thread has no frames, owns no monitor
     * and waits for nothing; what the program can still see of it is its {@code Thread} object, in the heap (its
     * status TERMINATED, read by isAlive, join and getState); and its id is never given again, so the lock discipline
     * reads an id it cannot find as a terminated thread. docs/algorithms.md ("Ended threads leave the table") argues
     * that states that differ only in such entries have the same futures.
     */
    public void dropEnded() {
        table.removeIf(t -> t.status == VmThread.TERMINATED);
    }

    /**
     * Thread.start0: a new runnable thread whose only frame is its entry frame ({@link EntryFrames}), which
     * invokes the Thread object's run() as the thread's first step: a synchronized run() takes its monitor
     * then, on the new thread, never inside start0.
     */
    public VmThread start(int threadObject) {
        VmThread t = new VmThread(nextId++);
        t.threadObject = threadObject;
        MethodInfo entry = entryFrames.threadEntry();
        invoker.prepare(entry);
        t.stack[0] = threadObject;
        t.ensureCapacity(1);
        invoker.pushFrame(t, entry, 0);
        t.status = VmThread.RUNNABLE;
        set(threadObject, THREAD_STATUS, STATUS_RUNNABLE);
        table.add(t);
        return t;
    }

    /** HotSpot's ensure_join, called by the entry frames with the Thread's monitor held: the Thread is terminated. */
    public void terminated(VmThread t) {
        set(t.threadObject, THREAD_STATUS, STATUS_TERMINATED);
    }

    /** The thread's bottom frame has returned (or the program halted): the VM thread is gone. */
    public void ended(VmThread t) {
        t.status = VmThread.TERMINATED;
        t.monitor = 0;
        t.depth = -1;
        t.destroyingVm = false;
    }

    /**
     * The main thread, as HotSpot's DestroyJavaVM thread, waits until it is the last non-daemon thread (daemon
     * threads keep running): blocks (the same native runs again when it may proceed) or returns.
     */
    public void awaitLastNonDaemon(VmThread t) {
        if (lastNonDaemon(t)) {
            t.destroyingVm = false;
            return;
        }
        t.destroyingVm = true;
        t.status = VmThread.WAITING;
        throw Block.INSTANCE;
    }

    private boolean lastNonDaemon(VmThread self) {
        for (VmThread t : table) {
            if (t != self && t.status != VmThread.TERMINATED && !isDaemon(t)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the Thread object's thread was started and has not terminated (Thread.isAlive). A started thread's status
     * is never 0 again (start0 sets it), so a Thread whose entry left the table answers as it did while it was there.
     */
    public boolean isAlive(int threadObject) {
        long status = get(threadObject, THREAD_STATUS);
        return status != STATUS_TERMINATED && (status != 0 || of(threadObject) != null);
    }

    /** Whether the main thread has ended and the VM is shutting down (DestroyJavaVM), for {@code orbit run}'s order. */
    public boolean shuttingDown() {
        VmThread main = byId(0);
        return main != null && main.status != VmThread.TERMINATED && get(main.threadObject, THREAD_STATUS) == STATUS_TERMINATED;
    }

    /** An entry frame caught a throwable that ends its thread (reported before the JDK's handler runs). */
    public void recordUncaught(int throwable) {
        uncaught = throwable;
    }

    /** The throwable recorded since the last call, or 0; clears it. */
    public int takeUncaught() {
        int ex = uncaught;
        uncaught = 0;
        return ex;
    }

    /** Marks the given threads (just notified) as ready to reacquire their monitor. */
    public void wake(int[] ids) {
        for (int id : ids) {
            byId(id).waitState = VmThread.WAIT_NOTIFIED;
        }
    }

    /** Whether the thread's Thread object is a daemon thread. */
    public boolean isDaemon(VmThread t) {
        return get(t.threadObject, DAEMON) != 0;
    }

    public boolean isInterrupted(VmThread t) {
        return get(t.threadObject, INTERRUPTED) != 0;
    }

    public void clearInterrupt(VmThread t) {
        set(t.threadObject, INTERRUPTED, 0);
    }

    /**
     * Whether {@code t} can take a step now. {@code eagerOnly} leaves out steps that only a timeout
     * would allow (a sleep, a timed wait or park ending early), which a fair scheduler takes last.
     */
    public boolean isEnabled(VmThread t, boolean eagerOnly) {
        switch (t.status) {
            case VmThread.RUNNABLE:
                return true;
            case VmThread.BLOCKED:
                if (t.initWait != null) {
                    return initializer.state(t.initWait) != ClassInfo.BEING_INITIALIZED;
                }
                return monitors.isFree(t.monitor);
            case VmThread.WAITING:
            case VmThread.TIMED_WAITING:
                if (t.destroyingVm) {
                    return lastNonDaemon(t);
                }
                // A timed wait may time out once no other thread's timeout is due earlier; with spurious wake-ups
                // any wait or park may end at any moment.
                boolean early = !eagerOnly && (vm.options().spuriousWakeups() || timeoutDue(t));
                if (t.waitState != VmThread.WAIT_NONE) {
                    boolean woken = t.waitState == VmThread.WAIT_NOTIFIED || isInterrupted(t) || early;
                    return woken && monitors.isFree(t.monitor);
                }
                if (t.parked) {
                    return t.permit || isInterrupted(t) || early;
                }
                return t.sleeping && (isInterrupted(t) || !eagerOnly && timeoutDue(t));
            default:
                return false;
        }
    }

    /**
     * Whether {@code t}'s timeout may happen now: it waits with a timeout, and no other thread that could time out
     * now has an earlier deadline. So timeouts happen in deadline order, and the clock, which a timeout moves to its
     * deadline, never goes back. A thread whose timeout cannot happen now (its monitor is held, or it was woken
     * by a notify, an unpark or an interrupt) does not hold the others back: it cannot run before them anyway.
     * A deadline beyond the clock's range (a timeout of Long.MAX_VALUE) never comes.
     */
    public boolean timeoutDue(VmThread t) {
        if (!t.timed || t.deadline == Long.MAX_VALUE) {
            return false;
        }
        for (VmThread u : table) {
            if (u != t && u.deadline < t.deadline && mayTimeOut(u)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code u} waits with a timeout whose passing would let it take a step now. */
    private boolean mayTimeOut(VmThread u) {
        if (!u.timed || u.destroyingVm || (u.status != VmThread.WAITING && u.status != VmThread.TIMED_WAITING) || isInterrupted(u)) {
            return false;
        }
        if (u.waitState != VmThread.WAIT_NONE) {
            return u.waitState == VmThread.WAIT_WAITING && monitors.isFree(u.monitor);
        }
        if (u.parked) {
            return !u.permit;
        }
        return u.sleeping;
    }

    /** The program's clock {@code nanos} from now, saturating (a timeout of Long.MAX_VALUE never comes). */
    public long deadlineIn(long nanos) {
        long now = vm.clockNanos();
        return nanos >= Long.MAX_VALUE - now ? Long.MAX_VALUE : now + Math.max(0, nanos);
    }

    /**
     * Whether every thread has ended: the program is over. The main thread ends last, when it halts the VM
     * after the shutdown (daemon threads end there too), or every thread ended at System.exit.
     */
    public boolean allEnded() {
        for (VmThread t : table) {
            if (t.status != VmThread.TERMINATED) {
                return false;
            }
        }
        return true;
    }

    /** For a deadlock report: what each thread that has not ended waits for. */
    public List<String> waits() {
        List<String> waits = new java.util.ArrayList<>();
        for (VmThread t : table) {
            if (t.status != VmThread.TERMINATED) {
                waits.add(describeWait(t));
            }
        }
        return waits;
    }

    /** Describes what a thread that cannot run waits for, for deadlock reports. */
    public String describeWait(VmThread t) {
        String name = quoted(t);
        if (t.status == VmThread.BLOCKED && t.initWait != null) {
            return name + " waits for the initialization of " + t.initWait.javaName();
        }
        if (t.status == VmThread.BLOCKED) {
            return name + " waits to lock " + describeObject(t.monitor) + owner(t.monitor);
        }
        if (t.waitState != VmThread.WAIT_NONE) {
            return name + " waits on " + describeObject(t.monitor) + " (Object.wait)";
        }
        if (t.parked) {
            return name + " is parked (LockSupport.park)";
        }
        if (t.destroyingVm) {
            return name + " has returned from main and waits for the non-daemon threads to end";
        }
        return name + " is " + (t.status == VmThread.TERMINATED ? "terminated" : "not runnable");
    }

    private String owner(int ref) {
        org.orbitmc.vm.heap.Monitor m = heap.read(ref).monitor;
        if (m == null || m.owner < 0) {
            return "";
        }
        VmThread owner = byId(m.owner);
        return owner == null ? " held by an ended thread" : " held by " + quoted(owner);
    }

    public String describeObject(int ref) {
        return heap.read(ref).type.javaName() + "#" + ref;
    }

    /** The thread's name, as Thread.getName() gives it. */
    public String name(VmThread t) {
        return vm.strings().toHost((int) get(t.threadObject, NAME));
    }

    private String quoted(VmThread t) {
        return "\"" + name(t) + "\"";
    }

    /** Slots of java.lang.Thread's fields the VM reads, looked up once (the class is linked before any thread exists). */
    private int[] threadSlots() {
        if (slots == null) {
            ClassInfo c = vm.classes().load("java/lang/Thread");
            slots = new int[] {slot(c, "threadStatus"), slot(c, "daemon"), slot(c, "interrupted"), slot(c, "name")};
        }
        return slots;
    }

    private static int slot(ClassInfo c, String name) {
        FieldInfo f = c.findField(name, null);
        return f.slot();
    }

    /**
     * Publishes {@code t}'s state in its {@code Thread}'s {@code threadStatus} (JVMTI bits, as HotSpot keeps them), which
     * {@code Thread.getState} reads: runnable, blocked on a monitor, waiting (parked or in {@code Object.wait}, joins
     * included) or timed waiting (sleeping too). Called when a thread starts and ends a step, so another thread sees
     * the state the thread's last step left; a terminated {@code Thread} (ensure_join) keeps its status.
     */
    public void publishState(VmThread t) {
        if (t.threadObject == 0 || t.status == VmThread.TERMINATED || t.status == VmThread.NEW) {
            return;
        }
        long now = get(t.threadObject, THREAD_STATUS);
        if (now == STATUS_TERMINATED || now == 0) {
            return;
        }
        long state = switch (t.status) {
            case VmThread.BLOCKED -> ALIVE | BLOCKED_ON_MONITOR_ENTER;
            case VmThread.WAITING -> ALIVE | WAITING_INDEFINITELY | WAITING | (t.parked ? PARKED : IN_OBJECT_WAIT);
            case VmThread.TIMED_WAITING -> ALIVE | WAITING_WITH_TIMEOUT | WAITING
                    | (t.sleeping ? SLEEPING : t.parked ? PARKED : IN_OBJECT_WAIT);
            default -> STATUS_RUNNABLE;
        };
        if (state != now) {
            set(t.threadObject, THREAD_STATUS, state);
        }
    }

    /** JVMTI thread state bits (jvmti.h), as java.lang.Thread's threadStatus holds them. */
    private static final int ALIVE = 0x1;
    private static final int WAITING_INDEFINITELY = 0x10;
    private static final int WAITING_WITH_TIMEOUT = 0x20;
    private static final int SLEEPING = 0x40;
    private static final int WAITING = 0x80;
    private static final int IN_OBJECT_WAIT = 0x100;
    private static final int PARKED = 0x200;
    private static final int BLOCKED_ON_MONITOR_ENTER = 0x400;

    private long get(int threadObject, int which) {
        return heap.read(threadObject).fields[threadSlots()[which]];
    }

    private void set(int threadObject, int which, long value) {
        heap.get(threadObject).fields[threadSlots()[which]] = value;
    }
}
