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

    /** One past the highest reference ever handed out. */
    public int top() {
        return top;
    }

    public int liveCount() {
        return live;
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
