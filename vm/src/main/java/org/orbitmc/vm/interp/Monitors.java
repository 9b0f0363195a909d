package org.orbitmc.vm.interp;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.heap.Heap;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.heap.Monitor;
import org.orbitmc.vm.thread.VmThread;

/** Monitor enter and exit (JVMS §6.5 monitorenter/monitorexit), reentrant. */
public final class Monitors {
    private final Heap heap;

    public Monitors(Heap heap) {
        this.heap = heap;
    }

    public void enter(VmThread t, int ref) {
        HeapObject o = heap.get(ref);
        Monitor m = o.monitor;
        if (m == null) {
            m = new Monitor();
            o.monitor = m;
        }
        if (m.owner < 0) {
            m.owner = t.id();
            m.count = 1;
        } else if (m.owner == t.id()) {
            m.count++;
        } else {
            throw new UnsupportedFeatureException("a monitor held by another thread (threads come with orbit check)");
        }
    }

    public void exit(VmThread t, int ref) {
        Monitor m = heap.get(ref).monitor;
        if (m == null || m.owner != t.id()) {
            throw new Trap("java/lang/IllegalMonitorStateException", "current thread is not owner");
        }
        if (--m.count == 0) {
            m.owner = -1;
        }
    }

    /** Exit on the way out of a synchronized method by an exception: never raises a second exception. */
    void release(VmThread t, int ref) {
        Monitor m = heap.get(ref).monitor;
        if (m != null && m.owner == t.id() && --m.count == 0) {
            m.owner = -1;
        }
    }
}
