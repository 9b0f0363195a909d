package org.orbitmc.checker.search;

import java.util.Arrays;

/**
 * What a step read and wrote, as sets of objects named by ints (objects of one state, or their names in a state,
 * {@link ObjectNaming}), sorted and distinct: a write meets a read or write of the same object, or either is global,
 * and the steps may not commute. What the summaries of explored subtrees keep ({@link SubtreeSummary}).
 *
 * @param reads  objects read and not written
 * @param writes objects written
 * @param global depends on every other step
 */
public record ObjectFootprint(int[] reads, int[] writes, boolean global) {
    /** Depends on every other step. */
    public static final ObjectFootprint GLOBAL = new ObjectFootprint(new int[0], new int[0], true);

    /** Whether the steps abstracted may not commute. */
    public boolean conflictsWith(ObjectFootprint other) {
        if (global || other.global) {
            return true;
        }
        return meet(writes, other.writes) || meet(writes, other.reads) || meet(reads, other.writes);
    }

    /** Both together: an object read by one and written by the other counts as written. */
    ObjectFootprint union(ObjectFootprint other) {
        if (global || other.global) {
            return GLOBAL;
        }
        if (covers(other)) {
            return this; // the common case: a thread's steps touch the same objects again and again
        }
        int[] w = merge(writes, other.writes);
        int[] r = minus(merge(reads, other.reads), w);
        return new ObjectFootprint(r, w, false);
    }

    /**
     * The same objects renamed by {@code rename}; an object it gives {@link ObjectNaming#NONE} is left out (it is not in
     * the state the names are of).
     */
    ObjectFootprint renamed(java.util.function.IntUnaryOperator rename) {
        if (global) {
            return this;
        }
        int[] w = renamed(writes, rename);
        int[] r = minus(renamed(reads, rename), w);
        return new ObjectFootprint(r, w, false);
    }

    private static int[] renamed(int[] objects, java.util.function.IntUnaryOperator rename) {
        int[] out = new int[objects.length];
        int n = 0;
        for (int o : objects) {
            int name = rename.applyAsInt(o);
            if (name != ObjectNaming.NONE) {
                out[n++] = name;
            }
        }
        out = Arrays.copyOf(out, n);
        Arrays.sort(out);
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (k == 0 || out[k - 1] != out[i]) {
                out[k++] = out[i];
            }
        }
        return Arrays.copyOf(out, k);
    }

    /** Whether every object {@code other} writes this writes, and every object it reads this reads or writes. */
    private boolean covers(ObjectFootprint other) {
        return subset(other.writes, writes) && (subset(other.reads, reads) || subsetOfEither(other.reads, reads, writes));
    }

    private static boolean subset(int[] a, int[] b) {
        if (a.length > b.length) {
            return false;
        }
        int j = 0;
        for (int x : a) {
            while (j < b.length && b[j] < x) {
                j++;
            }
            if (j == b.length || b[j] != x) {
                return false;
            }
        }
        return true;
    }

    private static boolean subsetOfEither(int[] a, int[] b, int[] c) {
        for (int x : a) {
            if (Arrays.binarySearch(b, x) < 0 && Arrays.binarySearch(c, x) < 0) {
                return false;
            }
        }
        return true;
    }

    static boolean meet(int[] a, int[] b) {
        int i = 0;
        int j = 0;
        while (i < a.length && j < b.length) {
            if (a[i] == b[j]) {
                return true;
            }
            if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return false;
    }

    private static int[] merge(int[] a, int[] b) {
        int[] out = new int[a.length + b.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.length || j < b.length) {
            int x = j >= b.length || i < a.length && a[i] <= b[j] ? a[i++] : b[j++];
            if (n == 0 || out[n - 1] != x) {
                out[n++] = x;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static int[] minus(int[] a, int[] b) {
        int[] out = new int[a.length];
        int n = 0;
        for (int x : a) {
            if (Arrays.binarySearch(b, x) < 0) {
                out[n++] = x;
            }
        }
        return Arrays.copyOf(out, n);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ObjectFootprint c && global == c.global && Arrays.equals(reads, c.reads)
                && Arrays.equals(writes, c.writes);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(reads) + Arrays.hashCode(writes) + (global ? 1 : 0);
    }

    @Override
    public String toString() {
        return global ? "global" : "reads " + Arrays.toString(reads) + " writes " + Arrays.toString(writes);
    }
}
