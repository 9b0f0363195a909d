package org.orbitmc.checker.store;

import java.util.Arrays;

/**
 * The encoding of one state as the stores see it: a sequence of <em>components</em> (one per thread, one per
 * object, one for the globals), each a vector of ints with a tag (an object's type, say), grouped into
 * {@link #PARTS} parts. An exact store keeps all of it; the collapse store pools each component on its own, so
 * that what did not change from one state to the next is stored once (Robby et al. 2003, §4).
 *
 * <p>An encoder fills one instance per state and a store reads it; the arrays are reused, so nothing about a
 * state may be kept from here after {@link VisitedSet#add} returns.
 */
public final class StateVector {
    /** Globals (clock, hash seed, statics and interned strings as roots), threads, heap objects: in this order. */
    public static final int GLOBALS = 0;
    public static final int THREADS = 1;
    public static final int HEAP = 2;
    public static final int PARTS = 3;

    private int[] data = new int[1024];
    private int size;
    /** Per component: part, tag, start in {@link #data}; the end is the next one's start. */
    private int[] parts = new int[64];
    private int[] tags = new int[64];
    private int[] starts = new int[65];
    /** Per component: whether it is one number an encoder gave its contents ({@link #pooled}). */
    private boolean[] pooled = new boolean[64];
    private int components;
    private int open = -1;

    public void clear() {
        size = 0;
        components = 0;
        open = -1;
    }

    /** Starts a component of {@code part}; parts must come in order, each component ended before the next. */
    public void begin(int part, int tag) {
        if (open >= 0) {
            throw new IllegalStateException("component " + open + " not ended");
        }
        if (part < 0 || part >= PARTS || (components > 0 && part < parts[components - 1])) {
            throw new IllegalArgumentException("part " + part + " out of order");
        }
        if (components + 1 >= starts.length) {
            int n = starts.length * 2;
            parts = Arrays.copyOf(parts, n);
            tags = Arrays.copyOf(tags, n);
            pooled = Arrays.copyOf(pooled, n);
            starts = Arrays.copyOf(starts, n + 1);
        }
        open = components;
        pooled[components] = false;
        parts[components] = part;
        tags[components] = tag;
        starts[components] = size;
    }

    public void add(int v) {
        if (size == data.length) {
            data = Arrays.copyOf(data, size * 2);
        }
        data[size++] = v;
    }

    /** A 64-bit value as two ints, low first. */
    public void addLong(long v) {
        add((int) v);
        add((int) (v >>> 32));
    }

    public void end() {
        if (open < 0) {
            throw new IllegalStateException("no component begun");
        }
        components++;
        starts[components] = size;
        open = -1;
    }

    /**
     * A component that is the number an encoder's pool gave its contents (equal contents, equal numbers; different
     * contents, different numbers): a store may take the number as the component's identity instead of pooling it.
     */
    public void pooled(int part, int tag, int number) {
        begin(part, tag);
        add(number);
        end();
        pooled[components - 1] = true;
    }

    /** Removes the last component (ended), as if it had not been added. */
    public void dropLast() {
        if (open >= 0 || components == 0) {
            throw new IllegalStateException("no ended component to drop");
        }
        components--;
        size = starts[components];
    }

    /** Whether component {@code c} is a pool's number ({@link #pooled}), its only value. */
    public boolean isPooled(int c) {
        return pooled[c];
    }

    /** Convenience: one whole component. */
    public void component(int part, int tag, int[] values) {
        begin(part, tag);
        for (int v : values) {
            add(v);
        }
        end();
    }

    public int components() {
        return components;
    }

    public int part(int c) {
        return parts[c];
    }

    public int tag(int c) {
        return tags[c];
    }

    public int start(int c) {
        return starts[c];
    }

    public int end(int c) {
        return starts[c + 1];
    }

    /** The values of all components, {@link #size()} of them; component {@code c} is {@code [start(c), end(c))}. */
    public int[] data() {
        return data;
    }

    public int size() {
        return size;
    }

    /** A 64-bit hash of the whole vector, component boundaries, parts and tags included. */
    public long hash() {
        long h = 0x9E3779B97F4A7C15L ^ components;
        for (int c = 0; c < components; c++) {
            h = mix(h, (long) parts[c] << 32 | (tags[c] & 0xFFFFFFFFL));
            h = mix(h, end(c) - start(c));
        }
        return hashInts(h, data, 0, size);
    }

    /** Folds {@code length} ints from {@code from} into {@code seed}: a 64-bit hash with MurmurHash3's finalizer. */
    public static long hashInts(long seed, int[] values, int from, int to) {
        long h = seed ^ (to - from);
        int p = from;
        for (; p + 2 <= to; p += 2) {
            h = mix(h, (values[p] & 0xFFFFFFFFL) | (long) values[p + 1] << 32);
        }
        if (p < to) {
            h = mix(h, values[p] & 0xFFFFFFFFL);
        }
        return finish(h);
    }

    /** MurmurHash3's 64-bit finalizer: every input bit affects every output bit. */
    static long finish(long h) {
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return h;
    }

    private static long mix(long h, long v) {
        return Long.rotateLeft(h ^ v * 0x87C37B91114253D5L, 31) * 0x4CF5AD432745937FL;
    }
}
