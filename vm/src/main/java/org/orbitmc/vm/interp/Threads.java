package org.orbitmc.vm.interp;

import java.util.List;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.thread.VmThread;

/**
 * The thread table's life cycle and blocking rules: starting a java.lang.Thread, ending one (waking its
 * joiners, as the JVM's ensure_join does), and whether a thread can take a step now.
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
    private final List<VmThread> table;
    private static final int THREAD_STATUS = 0;
    private static final int DAEMON = 1;
    private static final int INTERRUPTED = 2;
    private static final int NAME = 3;
    private int[] slots;

    public Threads(Vm vm, Monitors monitors, ClassInitializer initializer, Invoker invoker, List<VmThread> table) {
        this.vm = vm;
        this.heap = vm.heap();
        this.monitors = monitors;
        this.initializer = initializer;
        this.invoker = invoker;
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

    public VmThread byId(int id) {
        return table.get(id);
    }

    /** Thread.start0: a new runnable thread whose only frame is its Thread object's run(). */
    public VmThread start(int threadObject) {
        VmThread t = new VmThread(table.size());
        t.threadObject = threadObject;
        ClassInfo threadClass = vm.classes().load("java/lang/Thread");
        MethodInfo run = heap.get(threadObject).type.selectMethod(threadClass.declaredMethod("run", "()V"));
        invoker.prepare(run);
        t.stack[0] = threadObject;
        t.ensureCapacity(1);
        invoker.pushFrame(t, run, 0);
        t.status = VmThread.RUNNABLE;
        set(threadObject, THREAD_STATUS, STATUS_RUNNABLE);
        table.add(t);
        return t;
    }

    /**
     * A thread's run() has ended: Thread.exit() runs, the thread becomes terminated, joiners wake up.
     * Like HotSpot's ensure_join, waking the joiners needs the Thread object's monitor: while another
     * thread holds it (a joiner between its isAlive() check and its wait()), the ending thread blocks on
     * it and ends when it runs next. Returns whether the thread has ended.
     */
    public boolean terminate(VmThread t) {
        if (!monitors.isFree(t.threadObject) && !monitors.owns(t, t.threadObject)) {
            t.status = VmThread.BLOCKED;
            t.monitor = t.threadObject;
            return false;
        }
        ClassInfo threadClass = vm.classes().load("java/lang/Thread");
        try {
            vm.invoke(threadClass.declaredMethod("exit", "()V"), t.threadObject);
        } catch (GuestException ignored) {
            // As in HotSpot, an exception in Thread.exit does not keep the thread alive.
        }
        set(t.threadObject, THREAD_STATUS, STATUS_TERMINATED);
        t.status = VmThread.TERMINATED;
        t.monitor = 0;
        wake(monitors.notify(t.threadObject, true));
        return true;
    }

    /** Marks the given threads (just notified) as ready to reacquire their monitor. */
    public void wake(int[] ids) {
        for (int id : ids) {
            table.get(id).waitState = VmThread.WAIT_NOTIFIED;
        }
    }

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
                // A timed wait may time out at any moment; with spurious wake-ups any wait or park may end early.
                boolean early = (t.timed || vm.options().spuriousWakeups()) && !eagerOnly;
                if (t.waitState != VmThread.WAIT_NONE) {
                    boolean woken = t.waitState == VmThread.WAIT_NOTIFIED || isInterrupted(t) || early;
                    return woken && monitors.isFree(t.monitor);
                }
                if (t.parked) {
                    return t.permit || isInterrupted(t) || early;
                }
                return t.sleeping && (!eagerOnly || isInterrupted(t));
            default:
                return false;
        }
    }

    /** Whether every non-daemon thread has ended: the program is over (daemon threads are abandoned). */
    public boolean nonDaemonsEnded() {
        for (VmThread t : table) {
            if (t.status != VmThread.TERMINATED && !isDaemon(t)) {
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
        return name + " is " + (t.status == VmThread.TERMINATED ? "terminated" : "not runnable");
    }

    private String owner(int ref) {
        org.orbitmc.vm.heap.Monitor m = heap.get(ref).monitor;
        return m == null || m.owner < 0 ? "" : " held by " + quoted(table.get(m.owner));
    }

    public String describeObject(int ref) {
        return heap.get(ref).type.javaName() + "#" + ref;
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

    private long get(int threadObject, int which) {
        return heap.get(threadObject).fields[threadSlots()[which]];
    }

    private void set(int threadObject, int which, long value) {
        heap.get(threadObject).fields[threadSlots()[which]] = value;
    }
}
