package org.orbitmc.vm.heap;

import java.util.Arrays;

/**
 * What one step of a search touched of the state other threads share, as the heap and the explorer recorded it while
 * it ran ({@link Recorder}): the escaped objects it read and those it wrote (fields, array elements, monitors and wait
 * sets, flags, lock-discipline guards: everything {@link Heap#get} hands out for writing), pseudo-objects for state
 * outside the heap ({@link #IDENTITY_HASHES}), and whether it did something whose effect on other threads is not
 * described by objects ({@link #global}: it started or ended a thread, changed another thread's entry, moved the
 * clock or a deadline, redefined a class). A search with sleep sets takes two steps of different threads as
 * independent only when neither footprint {@link #conflictsWith} the other (docs/algorithms.md, "Sleep sets").
 *
 * <p>Objects are named by reference, so footprints are compared only along one path, where a live object keeps its
 * reference; an object one step allocates is new to it, so a reference reused by another step's new object can only
 * make the two look dependent, never the other way.
 */
public final class Footprint {
    /** The identity-hash sequence, read and advanced by a step that draws a hash: a pseudo-object. */
    public static final int IDENTITY_HASHES = -1;

    /** Whether thread {@code id} is alive, as the lock discipline asks of a guard's accessors: a pseudo-object per thread. */
    public static int liveness(int id) {
        return -16 - 2 * id;
    }

    /**
     * Thread {@code id}'s entry in the thread table (its status, what it waits for, its wake-up, its permit): a
     * pseudo-object per thread, which its own steps read and a step of another thread that wakes, notifies or unparks it
     * writes.
     */
    public static int entry(int id) {
        return -17 - 2 * id;
    }

    /** Depends on every other footprint. */
    public static final Footprint GLOBAL = new Footprint(new int[0], new int[0], "global");

    private final int[] reads;
    private final int[] writes;
    /** Why this footprint depends on everything, or null. */
    private final String global;

    private Footprint(int[] reads, int[] writes, String global) {
        this.reads = reads;
        this.writes = writes;
        this.global = global;
    }

    /** Whether this step depends on every other (and why), rather than on those its objects say. */
    public boolean global() {
        return global != null;
    }

    /** Why {@link #global}, or null. */
    public String globalReason() {
        return global;
    }

    /** The objects read and not written, in increasing order (a copy). */
    public int[] reads() {
        return reads.clone();
    }

    /** The objects written, in increasing order (a copy). */
    public int[] writes() {
        return writes.clone();
    }

    /**
     * Whether the two steps may not commute: either is global, or one writes an object the other reads or writes.
     * Two steps that only read an object commute.
     */
    public boolean conflictsWith(Footprint other) {
        if (global != null || other.global != null) {
            return true;
        }
        return meet(writes, other.writes) || meet(writes, other.reads) || meet(reads, other.writes);
    }

    private static boolean meet(int[] a, int[] b) {
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

    @Override
    public String toString() {
        return global != null ? "global (" + global + ")" : "reads " + Arrays.toString(reads) + " writes " + Arrays.toString(writes);
    }

    /** Collects a step's footprint while it runs; {@link #take} freezes it and starts the next. */
    public static final class Recorder {
        private int[] reads = new int[64];
        private int readCount;
        private int[] writes = new int[64];
        private int writeCount;
        /** The last reference added to each list: a step reads the same object many times in a row. */
        private int lastRead;
        private int lastWrite;
        private String global;
        /** While positive, nothing is recorded (a garbage collection reads every live object for itself). */
        private int paused;

        void read(int ref) {
            if (ref != lastRead && paused == 0) {
                if (readCount == reads.length) {
                    reads = compact(reads, readCount);
                    readCount = distinct(reads, readCount);
                    if (readCount > reads.length / 2) {
                        reads = Arrays.copyOf(reads, reads.length * 2);
                    }
                }
                reads[readCount++] = ref;
                lastRead = ref;
            }
        }

        void write(int ref) {
            if (ref != lastWrite && paused == 0) {
                if (writeCount == writes.length) {
                    writes = compact(writes, writeCount);
                    writeCount = distinct(writes, writeCount);
                    if (writeCount > writes.length / 2) {
                        writes = Arrays.copyOf(writes, writes.length * 2);
                    }
                }
                writes[writeCount++] = ref;
                lastWrite = ref;
            }
        }

        /** Records a read of a pseudo-object (state outside the heap: {@link #liveness}). */
        public void readPseudo(int pseudo) {
            read(pseudo);
        }

        /** Records a write of a pseudo-object (state outside the heap that some steps read and advance). */
        public void writePseudo(int pseudo) {
            write(pseudo);
        }

        /** The step depends on every other step. */
        public void global(String why) {
            if (global == null) {
                global = why;
            }
        }

        /** Stops recording until {@link #resume} (nested). */
        public void pause() {
            paused++;
        }

        public void resume() {
            paused--;
        }

        /** The footprint recorded since the last call, and a fresh start. */
        public Footprint take() {
            Footprint f;
            if (global != null) {
                f = new Footprint(new int[0], new int[0], global);
            } else {
                int[] w = Arrays.copyOf(writes, distinct(compact(writes, writeCount), writeCount));
                int[] r = Arrays.copyOf(reads, distinct(compact(reads, readCount), readCount));
                f = new Footprint(minus(r, w), w, null);
            }
            clear();
            return f;
        }

        /** Forgets what was recorded. */
        public void clear() {
            readCount = 0;
            writeCount = 0;
            lastRead = 0;
            lastWrite = 0;
            global = null;
        }

        private static int[] compact(int[] a, int n) {
            Arrays.sort(a, 0, n);
            return a;
        }

        /** Removes duplicates from the sorted {@code a[0, n)}; returns the new length. */
        private static int distinct(int[] a, int n) {
            int k = 0;
            for (int i = 0; i < n; i++) {
                if (k == 0 || a[k - 1] != a[i]) {
                    a[k++] = a[i];
                }
            }
            return k;
        }

        /** The sorted {@code a} without the elements of the sorted {@code b}. */
        private static int[] minus(int[] a, int[] b) {
            int[] out = new int[a.length];
            int n = 0;
            int j = 0;
            for (int x : a) {
                while (j < b.length && b[j] < x) {
                    j++;
                }
                if (j >= b.length || b[j] != x) {
                    out[n++] = x;
                }
            }
            return Arrays.copyOf(out, n);
        }
    }
}
