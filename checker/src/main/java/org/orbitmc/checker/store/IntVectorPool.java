package org.orbitmc.checker.store;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * A bit-vector pool in the sense of Robby et al. 2003 §4 (their Γ): each distinct int vector gets the next
 * number, and adding a vector that is already there returns its number. Vectors are appended to one arena, an
 * open-addressing table of numbers finds them by content.
 */
public final class IntVectorPool implements VectorPool {
    private final IntArrayList arena = new IntArrayList(1024);
    /** Where vector {@code i} starts in the arena; it ends where vector {@code i + 1} starts. */
    private final IntArrayList starts = IntArrayList.newListWith(0);
    private final IntArrayList hashes = new IntArrayList();
    /** Vector number plus one, 0 for an empty slot. */
    private int[] table = new int[1 << 8];

    /** The hash a pool files {@code values[from, to)} under: {@link StripedVectorPool} picks a stripe by its high bits. */
    static int hash(int[] values, int from, int to) {
        return (int) StateVector.hashInts(0, values, from, to);
    }

    /** The number of {@code values[from, to)}, added if new (then it is {@link #size()} - 1 afterwards). */
    @Override
    public int add(int[] values, int from, int to) {
        return add(values, from, to, hash(values, from, to));
    }

    @Override
    public boolean addNew(int[] values, int from, int to) {
        int before = hashes.size();
        add(values, from, to);
        return hashes.size() > before;
    }

    /** As {@link #add(int[], int, int)}, with the vector's {@link #hash} already computed. */
    int add(int[] values, int from, int to, int hash) {
        int mask = table.length - 1;
        for (int i = hash & mask;; i = (i + 1) & mask) {
            int entry = table[i];
            if (entry == 0) {
                int id = hashes.size();
                arena.ensureCapacity(arena.size() + to - from);
                for (int v = from; v < to; v++) {
                    arena.add(values[v]);
                }
                starts.add(arena.size());
                hashes.add(hash);
                table[i] = id + 1;
                if (hashes.size() > table.length >>> 1) {
                    grow();
                }
                return id;
            }
            int id = entry - 1;
            if (hashes.get(id) == hash && sameAs(id, values, from, to)) {
                return id;
            }
        }
    }

    @Override
    public int find(int[] values, int from, int to) {
        return find(values, from, to, hash(values, from, to));
    }

    /** As {@link #find(int[], int, int)}, with the vector's {@link #hash} already computed. */
    int find(int[] values, int from, int to, int hash) {
        int mask = table.length - 1;
        for (int i = hash & mask;; i = (i + 1) & mask) {
            int entry = table[i];
            if (entry == 0) {
                return -1;
            }
            int id = entry - 1;
            if (hashes.get(id) == hash && sameAs(id, values, from, to)) {
                return id;
            }
        }
    }

    private boolean sameAs(int id, int[] values, int from, int to) {
        int start = starts.get(id);
        int end = starts.get(id + 1);
        if (end - start != to - from) {
            return false;
        }
        for (int i = start, j = from; i < end; i++, j++) {
            if (arena.get(i) != values[j]) {
                return false;
            }
        }
        return true;
    }

    private void grow() {
        int[] bigger = new int[table.length * 2];
        int mask = bigger.length - 1;
        for (int id = 0, n = hashes.size(); id < n; id++) {
            int i = hashes.get(id) & mask;
            while (bigger[i] != 0) {
                i = (i + 1) & mask;
            }
            bigger[i] = id + 1;
        }
        table = bigger;
    }

    @Override
    public long size() {
        return hashes.size();
    }

    /** Bytes held: the arena's values, the starts and hashes, and the table. */
    @Override
    public long bytesUsed() {
        return 4L * (arena.size() + starts.size() + hashes.size() + table.length);
    }
}
