package org.orbitmc.checker.store;

import java.util.Arrays;
import java.util.function.IntFunction;
import java.util.function.Supplier;

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
 *
 * <p>{@link #concurrent} makes one for the workers of a parallel search: its pools are {@link StripedVectorPool}s and
 * each thread collapses into arrays of its own. A state is new exactly when its top vector is new to the states' pool,
 * which one thread learns for each (the pools' numbering is linearizable); the other pools only give numbers.
 */
public final class CollapseStore implements VisitedSet {
    static final int CHUNK = 64;

    private final VectorPool[] components = new VectorPool[StateVector.PARTS];
    private final VectorPool chunks;
    private final VectorPool parts;
    private final VectorPool states;
    /** The arrays a state is collapsed into: the caller's thread's own. */
    private final Supplier<Scratch> scratch;

    /** A store for one thread. */
    public CollapseStore() {
        this(i -> new IntVectorPool(), oneScratch());
    }

    /** A store safe for {@code threads} threads at once. */
    public static CollapseStore concurrent(int threads) {
        int bits = StripedVectorPool.bitsFor(threads);
        ThreadLocal<Scratch> perThread = ThreadLocal.withInitial(Scratch::new);
        return new CollapseStore(i -> new StripedVectorPool(bits), perThread::get);
    }

    private CollapseStore(IntFunction<VectorPool> pools, Supplier<Scratch> scratch) {
        for (int p = 0; p < components.length; p++) {
            components[p] = pools.apply(p);
        }
        chunks = pools.apply(0);
        parts = pools.apply(0);
        states = pools.apply(0);
        this.scratch = scratch;
    }

    private static Supplier<Scratch> oneScratch() {
        Scratch only = new Scratch();
        return () -> only;
    }

    /** Where one thread collapses a state: its parts' entries, a part's chunk numbers, the parts' numbers. */
    private static final class Scratch {
        int[] entries = new int[256];
        int[] chunkIds = new int[16];
        final int[] top = new int[StateVector.PARTS];
    }

    @Override
    public boolean add(StateVector state) {
        Scratch s = scratch.get();
        collapse(state, true, s);
        return states.addNew(s.top, 0, s.top.length);
    }

    @Override
    public boolean contains(StateVector state) {
        Scratch s = scratch.get();
        return collapse(state, false, s) && states.find(s.top, 0, s.top.length) >= 0;
    }

    /**
     * Puts the numbers of the state's parts in {@code s.top}: pooling what is new when {@code add}, else only looking
     * them up, and false as soon as one is missing (then no stored state has it).
     */
    private boolean collapse(StateVector state, boolean add, Scratch s) {
        int[] entries = s.entries;
        int[] chunkIds = s.chunkIds;
        int[] top = s.top;
        int[] data = state.data();
        int c = 0;
        int n = state.components();
        for (int p = 0; p < StateVector.PARTS; p++) {
            int count = 0;
            for (; c < n && state.part(c) == p; c++) {
                if (count + 2 > entries.length) {
                    entries = Arrays.copyOf(entries, entries.length * 2);
                    s.entries = entries;
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
                    s.chunkIds = chunkIds;
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
        for (VectorPool pool : components) {
            bytes += pool.bytesUsed();
        }
        return bytes;
    }
}
