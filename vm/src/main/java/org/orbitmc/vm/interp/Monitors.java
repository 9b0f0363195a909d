package org.orbitmc.vm.interp;

import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.thread.VmThread;

/** Monitor enter and exit (JVMS §6.5 monitorenter/monitorexit), reentrant. */
public final class Monitors {
    private final Heap heap;
    private final org.orbitmc.vm.Vm vm;

    public Monitors(org.orbitmc.vm.Vm vm) {
        this.vm = vm;
        this.heap = vm.heap();
    }

    public void enter(VmThread t, int ref) {
        enter(t, ref, true);
    }

    /**
     * Enters the monitor of {@code ref}, blocking {@code t} while another thread owns it.
     *
     * @param mayStop whether entering an escaped object's monitor is a scheduling point; not when it is part of
     *                a call into an atomic library (a synchronized library method), whose invocation was the point
     */
    public void enter(VmThread t, int ref, boolean mayStop) {
        HeapObject o = heap.get(ref);
        if (mayStop) {
            vm.monitorEnter(ref, o);
        }
        Monitor m = o.monitor;
        if (m == null) {
            m = new Monitor();
            o.monitor = m;
        }
        if (m.owner < 0) {
            m.owner = t.id();
            m.count = 1;
            t.acquired(ref);
        } else if (m.owner == t.id()) {
            m.count++;
        } else {
            t.status = VmThread.BLOCKED;
            t.monitor = ref;
            throw Block.INSTANCE;
        }
        t.status = VmThread.RUNNABLE;
        t.monitor = 0;
    }

    /** Whether the monitor of {@code ref} is free to enter (no owner). */
    public boolean isFree(int ref) {
        Monitor m = heap.read(ref).monitor;
        return m == null || m.owner < 0;
    }

    /** Whether thread {@code t} owns the monitor of {@code ref}. */
    public boolean owns(VmThread t, int ref) {
        Monitor m = heap.read(ref).monitor;
        return m != null && m.owner == t.id();
    }

    /**
     * Object.wait, first part: releases the monitor entirely and puts {@code t} in its wait set. The
     * caller blocks; {@link #reacquire} completes the wait when the thread runs again.
     */
    public void startWait(VmThread t, int ref, boolean timed) {
        Monitor m = heap.get(ref).monitor;
        t.savedCount = m.count;
        vm.monitorLeft(ref);
        m.owner = -1;
        m.count = 0;
        t.released(ref);
        m.waitSet = java.util.Arrays.copyOf(m.waitSet, m.waitSet.length + 1);
        m.waitSet[m.waitSet.length - 1] = t.id();
        t.monitor = ref;
        t.waitState = VmThread.WAIT_WAITING;
        t.timed = timed;
        t.status = timed ? VmThread.TIMED_WAITING : VmThread.WAITING;
    }

    /** Object.wait, second part: leaves the wait set if still in it and takes the monitor back with its count. */
    public void reacquire(VmThread t, int ref) {
        Monitor m = heap.get(ref).monitor;
        removeWaiter(m, t.id());
        m.owner = t.id();
        m.count = t.savedCount;
        t.savedCount = 0; // dead once restored: a stale count would tell apart states that differ in nothing else
        t.acquired(ref);
        t.monitor = 0;
        t.waitState = VmThread.WAIT_NONE;
        t.timed = false;
        t.status = VmThread.RUNNABLE;
    }

    /** Moves waiters of {@code ref}'s monitor to the notified state: the first one, or all. Returns their ids. */
    public int[] notify(int ref, boolean all) {
        return notify(ref, all, 0);
    }

    /** Like {@link #notify(int, boolean)}; a single notify wakes the waiter at {@code index} in arrival order. */
    public int[] notify(int ref, boolean all, int index) {
        Monitor m = heap.get(ref).monitor;
        if (m == null || m.waitSet.length == 0) {
            return new int[0];
        }
        if (all) {
            int[] woken = m.waitSet;
            m.waitSet = new int[0];
            return woken;
        }
        int i = Math.min(index, m.waitSet.length - 1);
        int[] woken = {m.waitSet[i]};
        removeWaiter(m, woken[0]);
        return woken;
    }

    /** How many threads wait on the monitor of {@code ref}. */
    public int waiters(int ref) {
        Monitor m = heap.read(ref).monitor;
        return m == null ? 0 : m.waitSet.length;
    }

    private static void removeWaiter(Monitor m, int id) {
        for (int i = 0; i < m.waitSet.length; i++) {
            if (m.waitSet[i] == id) {
                int[] w = new int[m.waitSet.length - 1];
                System.arraycopy(m.waitSet, 0, w, 0, i);
                System.arraycopy(m.waitSet, i + 1, w, i, w.length - i);
                m.waitSet = w;
                return;
            }
        }
    }

    public void exit(VmThread t, int ref) {
        vm.releasePoint(heap.get(ref));
        Monitor m = heap.get(ref).monitor;
        if (m == null || m.owner != t.id()) {
            throw new Trap("java/lang/IllegalMonitorStateException", "current thread is not owner");
        }
        if (m.count == 1) {
            vm.monitorLeft(ref);
        }
        if (--m.count == 0) {
            m.owner = -1;
            t.released(ref);
        }
    }

    /** Exit on the way out of a synchronized method by an exception: never raises a second exception. */
    void release(VmThread t, int ref) {
        Monitor m = heap.get(ref).monitor;
        if (m != null && m.owner == t.id() && m.count == 1) {
            vm.monitorLeft(ref);
        }
        if (m != null && m.owner == t.id() && --m.count == 0) {
            m.owner = -1;
            t.released(ref);
        }
    }
}
