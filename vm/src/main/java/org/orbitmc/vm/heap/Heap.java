package org.orbitmc.vm.heap;

import java.util.Arrays;

/**
 * The explicit heap: objects addressed by int references, 0 being null. A reference stays valid until
 * the object is collected; freed references are reused lowest-first so that allocation is deterministic.
 */
public final class Heap {
    private HeapObject[] objects = new HeapObject[4096];
    private int top = 1;
    private int live;
    private int[] free = new int[64];
    private int freeCount;
    private long allocationsSinceGc;

    public HeapObject get(int ref) {
        return objects[ref];
    }

    /** The raw table, for the interpreter's fast paths; index by reference. */
    public HeapObject[] table() {
        return objects;
    }

    public int allocate(HeapObject object) {
        int ref;
        if (freeCount > 0) {
            ref = free[--freeCount];
        } else {
            if (top == objects.length) {
                objects = Arrays.copyOf(objects, objects.length * 2);
            }
            ref = top++;
        }
        objects[ref] = object;
        live++;
        allocationsSinceGc++;
        return ref;
    }

    /** Replaces the object at a reference (restoring a snapshot). */
    public void set(int ref, HeapObject object) {
        objects[ref] = object;
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

    /** Sorts the free list so that the lowest freed reference is reused first. */
    public void sortFreeList() {
        Arrays.sort(free, 0, freeCount);
        for (int i = 0, j = freeCount - 1; i < j; i++, j--) {
            int t = free[i];
            free[i] = free[j];
            free[j] = t;
        }
    }
}
