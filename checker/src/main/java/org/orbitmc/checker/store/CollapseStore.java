package org.orbitmc.checker.store;

import java.util.Arrays;

/**
 * Exact storage with collapse compression (Robby et al. 2003 §4). Each component of a state (the globals, a
 * thread, an object) is pooled on its own; a part (globals, threads, heap) becomes the vector of its
 * components' (tag, number) pairs, cut into chunks of {@value #CHUNK} ints that are pooled in turn, so that a
 * large heap that changed in one object shares all but one chunk with the state before; the state itself is
 * the vector of its parts' numbers. A state is new exactly when that last vector is.
 *
 * <p>A component the encoder has pooled itself ({@link StateVector#pooled}: an object, by default) is taken by its
 * number, which identifies its contents just as this store's own number would.
 *
 * <p>Two states are matched only when every component is equal: no information is lost, as with
 * {@link ExactStore}, but what states share is stored once.
 */
public final class CollapseStore implements VisitedSet {
    static final int CHUNK = 64;

    private final IntVectorPool[] components = new IntVectorPool[StateVector.PARTS];
    private final IntVectorPool chunks = new IntVectorPool();
    private final IntVectorPool parts = new IntVectorPool();
    private final IntVectorPool states = new IntVectorPool();
    private int[] entries = new int[256];
    private int[] chunkIds = new int[16];
    private final int[] top = new int[StateVector.PARTS];

    public CollapseStore() {
        for (int p = 0; p < components.length; p++) {
            components[p] = new IntVectorPool();
        }
    }

    @Override
    public boolean add(StateVector state) {
        collapse(state, true);
        int before = states.size();
        states.add(top, 0, top.length);
        return states.size() > before;
    }

    @Override
    public boolean contains(StateVector state) {
        return collapse(state, false) && states.find(top, 0, top.length) >= 0;
    }

    /**
     * Puts the numbers of the state's parts in {@link #top}: pooling what is new when {@code add}, else only looking
     * them up, and false as soon as one is missing (then no stored state has it).
     */
    private boolean collapse(StateVector state, boolean add) {
        int[] data = state.data();
        int c = 0;
        int n = state.components();
        for (int p = 0; p < StateVector.PARTS; p++) {
            int count = 0;
            for (; c < n && state.part(c) == p; c++) {
                if (count + 2 > entries.length) {
                    entries = Arrays.copyOf(entries, entries.length * 2);
                }
                entries[count++] = state.tag(c);
                // A component the encoder pooled already is its number (kept apart from this store's own by the sign).
                int number;
                if (state.isPooled(c)) {
                    number = -1 - data[state.start(c)];
                } else {
                    number = add ? components[p].add(data, state.start(c), state.end(c)) : components[p].find(data, state.start(c), state.end(c));
                    if (number < 0) {
                        return false;
                    }
                }
                entries[count++] = number;
            }
            int chunkCount = 0;
            for (int from = 0; from < count; from += CHUNK) {
                if (chunkCount == chunkIds.length) {
                    chunkIds = Arrays.copyOf(chunkIds, chunkCount * 2);
                }
                int to = Math.min(count, from + CHUNK);
                int chunk = add ? chunks.add(entries, from, to) : chunks.find(entries, from, to);
                if (chunk < 0) {
                    return false;
                }
                chunkIds[chunkCount++] = chunk;
            }
            top[p] = add ? parts.add(chunkIds, 0, chunkCount) : parts.find(chunkIds, 0, chunkCount);
            if (top[p] < 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long size() {
        return states.size();
    }

    @Override
    public long bytesUsed() {
        long bytes = chunks.bytesUsed() + parts.bytesUsed() + states.bytesUsed();
        for (IntVectorPool pool : components) {
            bytes += pool.bytesUsed();
        }
        return bytes;
    }
}
