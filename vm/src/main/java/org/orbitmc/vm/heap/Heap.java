package org.orbitmc.vm.heap;

import java.util.Arrays;

/**
 * The explicit heap: objects addressed by int references, 0 being null. A reference stays valid until
 * the object is collected; freed references are reused lowest-first so that allocation is deterministic.
 *
 * <p>Snapshots are copy-on-write. A snapshot copies the table of references, not the objects, and starts a
 * new epoch; an object whose {@link HeapObject#epoch} is not the current one may be shared with a snapshot
 * and never changes again: {@link #get} replaces it with a private copy before handing it out for writing.
 * {@link #read} hands out the object as it is, for code that only reads it (and holds it only while no
 * {@link #get} of the same reference happens). A restore copies the snapshot's table back and starts a new
 * epoch, so the restored objects stay shared with the snapshot, which can be restored again.
 */
public final class Heap {
    private HeapObject[] objects = new HeapObject[4096];
    /** Where the escaped objects read and written are recorded, or null ({@link #recordFootprint}). */
    private Footprint.Recorder footprint;
    /**
     * The current epoch, advanced by every snapshot and restore; objects of this epoch belong to the live heap
     * alone. Starts at 1: copies made outside the heap ({@link HeapObject#copy}) have epoch 0 and are never writable
     * in place. A long, so that it never wraps around.
     */
    private long epoch = 1;
    /** Whether the running thread runs atomic code now: what it allocates then is the JDK's own state. */
    private java.util.function.BooleanSupplier allocatingForLibrary = () -> false;
    /** Told of every object {@link #allocate} places, after it is in the heap; or null. */
    private java.util.function.Consumer<HeapObject> allocationListener;
    private int top = 1;
    private int live;
    private int[] free = new int[64];
    private int freeCount;
    private long allocationsSinceGc;
    /** One past the highest reference ever handed out: permanent objects are placed there. */
    private int highWater = 1;
    private int lastPermanent;
    /**
     * Objects that outlive every backtrack (class mirrors, interned strings): host-side caches hold
     * their references, so a restore puts a copy of their first contents back where the restored state
     * does not have them yet.
     */
    private int[] permanentRefs = new int[256];
    /** The first contents of each permanent object, parallel to {@link #permanentRefs}. */
    private HeapObject[] pristine = new HeapObject[256];
    private int permanentCount;

    /**
     * The object at {@code ref}, to read or write: one shared with a snapshot is first replaced by a private copy
     * (the write barrier). Every write into an object (fields, array elements, monitor, flags) goes through here.
     */
    public HeapObject get(int ref) {
        HeapObject o = objects[ref];
        if (o != null) {
            if (footprint != null && o.escaped) {
                footprint.write(ref);
            }
            if (o.epoch != epoch) {
                o = o.copy();
                o.epoch = epoch;
                objects[ref] = o;
            } else {
                o.memo = null; // about to change in place: what was remembered of it no longer holds
            }
        }
        return o;
    }

    /**
     * The object at {@code ref}, only to read: it may be shared with snapshots, so it must not be written, nor held
     * across a {@link #get} of the same reference (which may replace it).
     */
    public HeapObject read(int ref) {
        HeapObject o = objects[ref];
        if (footprint != null && o != null && o.escaped) {
            footprint.read(ref);
        }
        return o;
    }

    /**
     * Records the escaped objects {@link #read} and {@link #get} hand out into {@code recorder} (null: stop recording), for
     * a search with sleep sets ({@link Footprint}). An object that is not escaped is reachable by one thread only, so no
     * other thread's step can touch it.
     */
    public void recordFootprint(Footprint.Recorder recorder) {
        this.footprint = recorder;
    }

    /** What {@link #recordFootprint} records into, or null. */
    public Footprint.Recorder footprintRecorder() {
        return footprint;
    }

    /** The raw table, only to read (see {@link #read}); index by reference. */
    public HeapObject[] table() {
        return objects;
    }

    /** Tells the heap how to know whether an allocation happens in atomic code ({@link HeapObject#libraryOwned}). */
    public void allocationContext(java.util.function.BooleanSupplier inAtomicCode) {
        this.allocatingForLibrary = inAtomicCode;
    }

    /** Tells {@code listener} of every object allocated from now on (not permanent ones), once it is in the heap. */
    public void allocationListener(java.util.function.Consumer<HeapObject> listener) {
        this.allocationListener = listener;
    }

    public int allocate(HeapObject object) {
        if (!object.libraryOwned && allocatingForLibrary.getAsBoolean()) {
            object.libraryOwned = true;
        }
        int ref;
        if (freeCount > 0) {
            ref = free[--freeCount];
        } else {
            if (top == objects.length) {
                objects = Arrays.copyOf(objects, objects.length * 2);
            }
            ref = top++;
            highWater = Math.max(highWater, top);
        }
        object.epoch = epoch;
        objects[ref] = object;
        live++;
        allocationsSinceGc++;
        if (allocationListener != null) {
            allocationListener.accept(object);
        }
        return ref;
    }

    /**
     * Allocates an object that outlives every backtrack (a class mirror, an interned string) at a
     * reference no object has ever had, so that no snapshot can hold a different object there.
     */
    public int allocatePermanent(HeapObject object) {
        int ref = highWater;
        if (ref >= objects.length) {
            objects = Arrays.copyOf(objects, Math.max(objects.length * 2, ref + 1));
        }
        for (int r = top; r < ref; r++) {
            pushFree(r);
        }
        top = ref + 1;
        highWater = top;
        object.epoch = epoch;
        objects[ref] = object;
        live++;
        if (permanentCount == permanentRefs.length) {
            permanentRefs = Arrays.copyOf(permanentRefs, permanentCount * 2);
            pristine = Arrays.copyOf(pristine, permanentCount * 2);
        }
        permanentRefs[permanentCount] = ref;
        pristine[permanentCount++] = object.copy();
        lastPermanent = ref;
        return ref;
    }

    private void pushFree(int ref) {
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = ref;
    }


    public void free(int ref) {
        objects[ref] = null;
        live--;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = ref;
    }

    /** One past the highest reference handed out (lowered by {@link #afterCollection} past trailing free slots). */
    public int top() {
        return top;
    }

    public int liveCount() {
        return live;
    }

    /** Objects allocated since the last collection: what the interpreter compares to decide to collect. */
    public long allocationsSinceGc() {
        return allocationsSinceGc;
    }

    /**
     * Called after a sweep: lowers {@link #top} past free slots at the end and rebuilds the free list from
     * the free slots below it, lowest reused first, so that where new objects go depends only on which
     * references are live, not on the order in which objects died.
     */
    public void afterCollection() {
        while (top > 1 && objects[top - 1] == null) {
            top--;
        }
        freeCount = 0;
        for (int ref = top - 1; ref >= 1; ref--) {
            if (objects[ref] == null) {
                if (freeCount == free.length) {
                    free = Arrays.copyOf(free, free.length * 2);
                }
                free[freeCount++] = ref;
            }
        }
        allocationsSinceGc = 0;
    }

    /**
     * The heap's state now: a copy of the table of references (the objects are shared, see the class comment). The
     * new epoch makes every object in it read-only for the live heap.
     */
    public Snapshot snapshot() {
        Snapshot s = new Snapshot(Arrays.copyOf(objects, top), allocationsSinceGc);
        epoch++;
        return s;
    }

    /**
     * Starts a new epoch without taking a snapshot: every object now in the heap is copied before it is next written, so
     * that the instance at a reference stays the same exactly as long as its contents do. A state encoder calls this after
     * each encoding, to tell unchanged objects by identity alone.
     */
    public void seal() {
        epoch++;
    }

    /**
     * Returns to a snapshot, sharing its objects (a new epoch makes them read-only again); permanent objects made since
     * then come back in their pristine form, shared with the pristine copy in the same way.
     */
    public void restore(Snapshot s) {
        HeapObject[] saved = s.objects();
        // Permanent objects sit below the high-water mark; the last one allocated is the highest.
        int newTop = Math.max(saved.length, permanentCount == 0 ? 1 : lastPermanent + 1);
        if (objects.length < newTop) {
            objects = Arrays.copyOf(objects, Math.max(newTop, objects.length * 2));
        }
        Arrays.fill(objects, saved.length, Math.max(top, newTop), null);
        System.arraycopy(saved, 0, objects, 0, saved.length);
        epoch++;
        live = 0;
        for (int ref = 1; ref < saved.length; ref++) {
            if (saved[ref] != null) {
                live++;
            }
        }
        for (int i = 0; i < permanentCount; i++) {
            if (objects[permanentRefs[i]] == null) {
                objects[permanentRefs[i]] = pristine[i];
                live++;
            }
        }
        top = newTop;
        afterCollection();
        allocationsSinceGc = s.allocationsSinceGc(); // after: rebuilding the free list is not a collection
    }

    /** How many permanent objects there are; they are numbered from 0 in the order they were made. */
    public int permanentCount() {
        return permanentCount;
    }

    /** The index of the permanent object at {@code ref}, or a negative number when it is not permanent. */
    public int permanentIndex(int ref) {
        return Arrays.binarySearch(permanentRefs, 0, permanentCount, ref);
    }

    /** The reference of permanent object {@code i}; references grow with {@code i}. */
    public int permanentRef(int i) {
        return permanentRefs[i];
    }

    /** Permanent object {@code i} as it was made: as it is in every state that has not touched it. Do not modify. */
    public HeapObject pristine(int i) {
        return pristine[i];
    }

    /** The heap's contents at one moment: its objects are never written (they are of an epoch gone by). */
    public record Snapshot(HeapObject[] objects, long allocationsSinceGc) {
    }
}
