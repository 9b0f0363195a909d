package org.orbitmc.checker.store;

/** Numbers for int vectors (Robby et al.'s Γ): equal vectors get equal numbers, different vectors different ones. */
public interface VectorPool {
    /** The number of {@code values[from, to)}, added if new. */
    int add(int[] values, int from, int to);

    /** Adds {@code values[from, to)}; true when it was not there yet. */
    boolean addNew(int[] values, int from, int to);

    /** The number of {@code values[from, to)}, or -1 when it is not in the pool (nothing is added). */
    int find(int[] values, int from, int to);

    /** The number of distinct vectors. */
    long size();

    /** Bytes held. */
    long bytesUsed();
}
