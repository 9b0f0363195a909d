package org.orbitmc.vm.gc;

import java.io.PrintStream;
import java.util.Locale;

import org.orbitmc.vm.Vm;
import org.orbitmc.vm.heap.Heap;

/**
 * The VM's garbage collector: exact mark-and-sweep from {@link Roots}, run on request (the checker,
 * after a transition) or by the interpreter at an allocation once {@link GcSchedule} says so.
 *
 * <p>Collecting is only safe where no host code holds heap references in Java locals, because such
 * references are invisible to {@link Roots}. The interpreter therefore collects on its own only in its
 * outermost run (natives up the host stack may hold references while they call back into the
 * interpreter) and only while the host code that started that run has declared, with
 * {@link #setAutomatic}, that it holds none.
 *
 * <p>With the environment variable {@code ORBIT_GC_LOG} set (or {@code -Dorbit.gc.log=true}) each
 * collection is reported on the host's standard error.
 */
public final class GarbageCollector {
    private final Heap heap;
    private final RefMaps refMaps = new RefMaps();
    private final Roots roots;
    private final MarkSweep markSweep;
    private final PrintStream log;
    private GcSchedule schedule = GcSchedule.DEFAULT;
    private boolean automatic;
    private int liveAfterLast;
    private int collections;
    private int peakObjects;
    private long collectNanos;

    public GarbageCollector(Vm vm) {
        this.heap = vm.heap();
        this.roots = new Roots(vm, refMaps);
        this.markSweep = new MarkSweep(heap, roots);
        String env = System.getenv("ORBIT_GC_LOG");
        this.log = (env != null && !env.isEmpty()) || Boolean.getBoolean("orbit.gc.log") ? System.err : null;
    }

    /** Collects now; returns the number of objects freed. Every thread's frames must be saved. */
    public int collect() {
        long start = System.nanoTime();
        peakObjects = Math.max(peakObjects, heap.liveCount());
        // Collecting reads every live object for itself, not for the step that runs: no part of the step's footprint.
        org.orbitmc.vm.heap.Footprint.Recorder recording = heap.footprintRecorder();
        if (recording != null) {
            recording.pause();
        }
        int n;
        try {
            n = markSweep.collect();
        } finally {
            if (recording != null) {
                recording.resume();
            }
        }
        long took = System.nanoTime() - start;
        collectNanos += took;
        collections++;
        liveAfterLast = heap.liveCount();
        if (log != null) {
            log.printf(Locale.ROOT, "[orbit gc #%d: %d live, %d freed, %.1f ms]%n", collections, liveAfterLast, n, took / 1e6);
        }
        return n;
    }

    /**
     * The interpreter's allocation safepoint, reached (frames saved) when the allocations since the last
     * collection reach the value the previous call returned (the first call comes at the first allocation).
     * Collects when due and allowed; returns the allocation count at which to call again.
     *
     * @param outermost whether the interpreter is in its outermost run, with no native up the host stack
     */
    public long safepoint(boolean outermost) {
        long allocated = heap.allocationsSinceGc();
        long interval = schedule.interval(liveAfterLast);
        if (allocated < interval) {
            return interval;
        }
        if (automatic && outermost) {
            collect();
            return schedule.interval(liveAfterLast);
        }
        // Not allowed here: ask again an interval later rather than at every allocation.
        return allocated + interval;
    }

    /**
     * Declares whether the interpreter may collect on its own: true only while the host code that runs it
     * (from the outside) keeps no heap references in Java locals that it uses after the run.
     */
    public void setAutomatic(boolean automatic) {
        this.automatic = automatic;
    }

    public void setSchedule(GcSchedule schedule) {
        this.schedule = schedule;
    }

    public GcSchedule schedule() {
        return schedule;
    }

    public Roots roots() {
        return roots;
    }

    /** Collections so far. */
    public int collections() {
        return collections;
    }

    /** Host time spent collecting so far, in nanoseconds (for benchmarks). */
    public long collectNanos() {
        return collectNanos;
    }

    /** The most objects (live or garbage) the heap held when a collection started. */
    public int peakObjects() {
        return peakObjects;
    }

    /** Objects live after the last collection (0 before the first). */
    public int liveAfterLastCollection() {
        return liveAfterLast;
    }
}
