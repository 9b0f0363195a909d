package org.orbitmc.checker.store;

/**
 * Hash compaction: keeps only a 64-bit hash of each state (8 to 16 bytes per state with the table's slack).
 * Two different states with the same hash are taken for one, and the second goes unexplored; with n states
 * stored, the probability that this happened at all is at most n(n-1)/2 / 2^64 (birthday bound for a uniform
 * hash), which {@link #omissionProbability} reports.
 */
public final class FingerprintStore implements VisitedSet {
    /** 0 marks an empty slot; a hash that is 0 is stored as this instead (one more pair of colliding values). */
    private static final long ZERO = 0x5DEECE66DL;

    private long[] slots = new long[1 << 10];
    private long size;

    @Override
    public boolean add(StateVector state) {
        return add(state.hash());
    }

    private long lastId;

    /** The fingerprint is the state's name: the store takes states with equal fingerprints for one already. */
    @Override
    public boolean addIdentified(StateVector state) {
        lastId = state.hash();
        return add(lastId);
    }

    @Override
    public long lastId() {
        return lastId;
    }

    /** Adds a fingerprint; true when it was not there yet. */
    public boolean add(long fingerprint) {
        long h = fingerprint == 0 ? ZERO : fingerprint;
        if (size + 1 > slots.length - (slots.length >>> 2)) {
            grow();
        }
        int i = slot(h);
        if (i < 0) {
            return false;
        }
        slots[i] = h;
        size++;
        return true;
    }

    /** The empty slot where {@code h} would go, or -1 when it is stored already. */
    private int slot(long h) {
        int mask = slots.length - 1;
        for (int i = (int) (h ^ h >>> 32) & mask;; i = (i + 1) & mask) {
            if (slots[i] == 0) {
                return i;
            }
            if (slots[i] == h) {
                return -1;
            }
        }
    }

    @Override
    public boolean contains(StateVector state) {
        return contains(state.hash());
    }

    /** Whether a fingerprint was added. */
    public boolean contains(long fingerprint) {
        return slot(fingerprint == 0 ? ZERO : fingerprint) < 0;
    }

    private void grow() {
        long[] old = slots;
        if (old.length >= 1 << 30) {
            throw new IllegalStateException("fingerprint store full: " + size + " states");
        }
        slots = new long[old.length * 2];
        int mask = slots.length - 1;
        for (long h : old) {
            if (h != 0) {
                int i = (int) (h ^ h >>> 32) & mask;
                while (slots[i] != 0) {
                    i = (i + 1) & mask;
                }
                slots[i] = h;
            }
        }
    }

    @Override
    public long size() {
        return size;
    }

    @Override
    public long bytesUsed() {
        return 8L * slots.length;
    }

    @Override
    public double omissionProbability() {
        double n = size;
        return Math.min(1, n * (n - 1) / 2 / 0x1p64);
    }
}
