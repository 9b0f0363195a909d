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
        /** How many ints of {@link #entries} the last part filled. */
        int count;
        int[] chunkIds = new int[16];
        final int[] top = new int[StateVector.PARTS];
        /**
         * Per part, the entries, chunk numbers and number of the last part this thread numbered (the last state's, most
         * often): a chunk equal to the one at the same place there has its number; comparing is cheaper than pooling.
         */
        final int[][] lastEntries = new int[StateVector.PARTS][256];
        final int[] lastCount = new int[StateVector.PARTS];
        final int[][] lastChunkIds = new int[StateVector.PARTS][16];
        final int[] lastPart = new int[StateVector.PARTS];

        void ensureEntries(int size) {
            if (size > entries.length) {
                entries = Arrays.copyOf(entries, Math.max(size, entries.length * 2));
            }
        }

        void ensureChunkIds(int size) {
            if (size > chunkIds.length) {
                chunkIds = Arrays.copyOf(chunkIds, Math.max(size, chunkIds.length * 2));
            }
        }
    }

    @Override
    public boolean add(StateVector state) {
        Scratch s = scratch.get();
        collapse(state, true, s);
        return states.addNew(s.top, 0, s.top.length);
    }

    private long lastId = -1;

    @Override
    public boolean addIdentified(StateVector state) {
        Scratch s = scratch.get();
        collapse(state, true, s);
        int found = states.find(s.top, 0, s.top.length);
        if (found >= 0) {
            lastId = found;
            return false;
        }
        lastId = states.add(s.top, 0, s.top.length);
        return true;
    }

    @Override
    public long lastId() {
        return lastId;
    }

    @Override
    public boolean contains(StateVector state) {
        Scratch s = scratch.get();
        return collapse(state, false, s) && states.find(s.top, 0, s.top.length) >= 0;
    }

    /**
     * The parts before the last and the last part's own components are looked up once; then, for each value, only the
     * extra component, the last part's final chunk and the state's top vector. (The preemption-bounded search asks this
     * of every state for each thread that could have run last: re-collapsing the whole state each time was a third of
     * its time.)
     */
    @Override
    public boolean containsWithOneOf(StateVector state, int tag, int[] values, int count) {
        Scratch s = scratch.get();
        int last = StateVector.PARTS - 1;
        int c = collapseParts(state, last, false, s);
        if (c < 0 || entries(state, last, c, false, s) < 0) {
            return false;
        }
        int base = s.count;
        int shared = base / CHUNK; // the chunks every variant has in common
        int[] sharedIds = new int[shared];
        for (int i = 0; i < shared; i++) {
            sharedIds[i] = chunks.find(s.entries, i * CHUNK, (i + 1) * CHUNK);
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
            s.ensureEntries(base + 2);
            s.entries[base] = tag;
            s.entries[base + 1] = number;
            int chunk = chunks.find(s.entries, shared * CHUNK, base + 2);
            if (chunk < 0) {
                continue;
            }
            s.ensureChunkIds(shared + 1);
            System.arraycopy(sharedIds, 0, s.chunkIds, 0, shared);
            s.chunkIds[shared] = chunk;
            s.top[last] = parts.find(s.chunkIds, 0, shared + 1);
            if (s.top[last] >= 0 && states.find(s.top, 0, s.top.length) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Puts the numbers of the state's parts in {@code s.top}: pooling what is new when {@code add}, else only looking
     * them up, and false as soon as one is missing (then no stored state has it).
     */
    private boolean collapse(StateVector state, boolean add, Scratch s) {
        return collapseParts(state, StateVector.PARTS, add, s) >= 0;
    }

    /**
     * Puts the numbers of parts {@code [0, end)} in {@code s.top}; returns the first component after them, or -1 when
     * one is missing (and not {@code add}).
     */
    private int collapseParts(StateVector state, int end, boolean add, Scratch s) {
        int c = 0;
        for (int p = 0; p < end; p++) {
            c = entries(state, p, c, add, s);
            if (c < 0) {
                return -1;
            }
            s.top[p] = partNumber(p, s.count, add, s);
            if (s.top[p] < 0) {
                return -1;
            }
        }
        return c;
    }

    /**
     * Fills {@code s.entries} with the (tag, number) pairs of part {@code p}'s components, which start at component
     * {@code c}, and {@code s.count} with how many ints they take; returns the first component after them, or -1 when
     * a component is missing (and not {@code add}).
     */
    private int entries(StateVector state, int p, int c, boolean add, Scratch s) {
        int[] data = state.data();
        int n = state.components();
        int count = 0;
        for (; c < n && state.part(c) == p; c++) {
            s.ensureEntries(count + 2);
            s.entries[count++] = state.tag(c);
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
            s.entries[count++] = number;
        }
        s.count = count;
        return c;
    }

    /**
     * The number of part {@code p}, whose entries are {@code s.entries[0, count)}, cut into chunks; -1 if missing. A chunk
     * equal to the one at the same place in the last part {@code p} this thread numbered has that one's number (the pools
     * give equal vectors equal numbers, and never forget one), and so does a part whose chunks are all the last one's.
     */
    private int partNumber(int p, int count, boolean add, Scratch s) {
        int[] last = s.lastEntries[p];
        int lastCount = s.lastCount[p];
        int[] lastIds = s.lastChunkIds[p];
        boolean same = count == lastCount && lastCount > 0;
        int chunkCount = 0;
        for (int from = 0; from < count; from += CHUNK) {
            s.ensureChunkIds(chunkCount + 1);
            int to = Math.min(count, from + CHUNK);
            int chunk;
            if (Math.min(lastCount, from + CHUNK) == to && Arrays.equals(s.entries, from, to, last, from, to)) {
                chunk = lastIds[chunkCount];
            } else {
                same = false;
                chunk = add ? chunks.add(s.entries, from, to) : chunks.find(s.entries, from, to);
                if (chunk < 0) {
                    return -1;
                }
            }
            s.chunkIds[chunkCount++] = chunk;
        }
        int part = same ? s.lastPart[p] : add ? parts.add(s.chunkIds, 0, chunkCount) : parts.find(s.chunkIds, 0, chunkCount);
        if (part >= 0 && !same) {
            if (last.length < count) {
                s.lastEntries[p] = last = new int[Math.max(count, last.length * 2)];
            }
            System.arraycopy(s.entries, 0, last, 0, count);
            if (lastIds.length < chunkCount) {
                s.lastChunkIds[p] = lastIds = new int[Math.max(chunkCount, lastIds.length * 2)];
            }
            System.arraycopy(s.chunkIds, 0, lastIds, 0, chunkCount);
            s.lastCount[p] = count;
            s.lastPart[p] = part;
        }
        return part;
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
