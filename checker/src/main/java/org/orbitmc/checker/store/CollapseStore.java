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
     * The parts before the last and the last part's own components are looked up once; then, for each value, only the
     * extra component, the last part's final chunk and the state's top vector. (The preemption-bounded search asks this
     * of every state for each thread that could have run last: re-collapsing the whole state each time was a third of
     * its time.)
     */
    @Override
    public boolean containsWithOneOf(StateVector state, int tag, int[] values, int count) {
        int last = StateVector.PARTS - 1;
        int c = 0;
        for (int p = 0; p < last; p++) {
            c = entries(state, p, c, false);
            if (c < 0) {
                return false;
            }
            top[p] = partNumber(entryCount, false);
            if (top[p] < 0) {
                return false;
            }
        }
        if (entries(state, last, c, false) < 0) {
            return false;
        }
        int base = entryCount;
        int shared = base / CHUNK; // the chunks every variant has in common
        int[] sharedIds = new int[shared];
        for (int i = 0; i < shared; i++) {
            sharedIds[i] = chunks.find(entries, i * CHUNK, (i + 1) * CHUNK);
            if (sharedIds[i] < 0) {
                return false;
            }
        }
        int[] one = new int[1];
        for (int i = 0; i < count; i++) {
            one[0] = values[i];
            int number = components[last].find(one, 0, 1);
            if (number < 0) {
                continue;
            }
            ensureEntries(base + 2);
            entries[base] = tag;
            entries[base + 1] = number;
            int chunk = chunks.find(entries, shared * CHUNK, base + 2);
            if (chunk < 0) {
                continue;
            }
            if (chunkIds.length < shared + 1) {
                chunkIds = Arrays.copyOf(chunkIds, shared + 1);
            }
            System.arraycopy(sharedIds, 0, chunkIds, 0, shared);
            chunkIds[shared] = chunk;
            top[last] = parts.find(chunkIds, 0, shared + 1);
            if (top[last] >= 0 && states.find(top, 0, top.length) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Puts the numbers of the state's parts in {@link #top}: pooling what is new when {@code add}, else only looking
     * them up, and false as soon as one is missing (then no stored state has it).
     */
    private boolean collapse(StateVector state, boolean add) {
        int c = 0;
        for (int p = 0; p < StateVector.PARTS; p++) {
            c = entries(state, p, c, add);
            if (c < 0) {
                return false;
            }
            top[p] = partNumber(entryCount, add);
            if (top[p] < 0) {
                return false;
            }
        }
        return true;
    }

    /** How many ints of {@link #entries} the last call of {@link #entries(StateVector, int, int, boolean)} filled. */
    private int entryCount;

    /**
     * Fills {@link #entries} with the (tag, number) pairs of part {@code p}'s components, which start at component
     * {@code c}; returns the first component after them, or -1 when a component is missing (and not {@code add}).
     */
    private int entries(StateVector state, int p, int c, boolean add) {
        int[] data = state.data();
        int n = state.components();
        int count = 0;
        for (; c < n && state.part(c) == p; c++) {
            ensureEntries(count + 2);
            entries[count++] = state.tag(c);
            // A component the encoder pooled already is its number (kept apart from this store's own by the sign).
            int number;
            if (state.isPooled(c)) {
                number = -1 - data[state.start(c)];
            } else {
                number = add ? components[p].add(data, state.start(c), state.end(c)) : components[p].find(data, state.start(c), state.end(c));
                if (number < 0) {
                    return -1;
                }
            }
            entries[count++] = number;
        }
        entryCount = count;
        return c;
    }

    /** The number of the part whose entries are {@code entries[0, count)}, cut into chunks; -1 if missing. */
    private int partNumber(int count, boolean add) {
        int chunkCount = 0;
        for (int from = 0; from < count; from += CHUNK) {
            if (chunkCount == chunkIds.length) {
                chunkIds = Arrays.copyOf(chunkIds, chunkCount * 2);
            }
            int to = Math.min(count, from + CHUNK);
            int chunk = add ? chunks.add(entries, from, to) : chunks.find(entries, from, to);
            if (chunk < 0) {
                return -1;
            }
            chunkIds[chunkCount++] = chunk;
        }
        return add ? parts.add(chunkIds, 0, chunkCount) : parts.find(chunkIds, 0, chunkCount);
    }

    private void ensureEntries(int size) {
        if (size > entries.length) {
            entries = Arrays.copyOf(entries, Math.max(size, entries.length * 2));
        }
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
