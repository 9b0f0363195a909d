package org.orbitmc.checker.store;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A {@link VectorPool} for many threads: the vectors are split by hash into stripes, each an {@link IntVectorPool}
 * behind a lock of its own, so that threads adding different vectors seldom wait for one another. A vector always
 * falls in the same stripe, and a stripe numbers it under its lock, so equal vectors get one number and exactly one
 * {@link #addNew} answers true for it, whichever threads race. A number is the stripe's own number times the stripe
 * count plus the stripe.
 *
 * <p>Some vectors are pooled again and again (the chunks of a heap part that did not change, the encodings of objects
 * that cannot be remembered): each is in one stripe, where the workers would meet at every state. So each thread
 * remembers the vectors it pooled last with their numbers ({@link Recent}) and answers those without a lock: a
 * vector's number never changes once given.
 */
public final class StripedVectorPool implements VectorPool {
    private final IntVectorPool[] stripes;
    private final int bits;
    private final AtomicLong size = new AtomicLong();
    private final ThreadLocal<Recent> recent = ThreadLocal.withInitial(Recent::new);

    /** The vectors one thread pooled last, direct-mapped by hash, with their numbers. */
    private static final class Recent {
        static final int SLOTS = 128;
        final int[][] vectors = new int[SLOTS][];
        final int[] numbers = new int[SLOTS];
    }

    /** A pool of {@code 2^bits} stripes. */
    public StripedVectorPool(int bits) {
        if (bits < 0 || bits > 16) {
            throw new IllegalArgumentException("stripe bits: " + bits);
        }
        this.bits = bits;
        stripes = new IntVectorPool[1 << bits];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new IntVectorPool();
        }
    }

    /** The stripe bits for {@code threads} threads: four stripes or more per thread, so that two rarely meet. */
    public static int bitsFor(int threads) {
        return 32 - Integer.numberOfLeadingZeros(Math.max(1, 4 * threads - 1));
    }

    /** The stripe: the hash's high bits (a stripe's table indexes by the low ones). */
    private int stripe(int hash) {
        return bits == 0 ? 0 : hash >>> (32 - bits);
    }

    @Override
    public int add(int[] values, int from, int to) {
        int hash = IntVectorPool.hash(values, from, to);
        Recent mine = recent.get();
        int slot = hash & (Recent.SLOTS - 1);
        int[] seen = mine.vectors[slot];
        if (seen != null && Arrays.equals(seen, 0, seen.length, values, from, to)) {
            return mine.numbers[slot];
        }
        int number = addLocked(values, from, to, hash);
        mine.vectors[slot] = Arrays.copyOfRange(values, from, to);
        mine.numbers[slot] = number;
        return number;
    }

    private int addLocked(int[] values, int from, int to, int hash) {
        int s = stripe(hash);
        IntVectorPool pool = stripes[s];
        int id;
        synchronized (pool) {
            long before = pool.size();
            id = pool.add(values, from, to, hash);
            if (pool.size() > before) {
                size.incrementAndGet();
            }
        }
        return number(id, s);
    }

    @Override
    public boolean addNew(int[] values, int from, int to) {
        int hash = IntVectorPool.hash(values, from, to);
        IntVectorPool pool = stripes[stripe(hash)];
        synchronized (pool) {
            long before = pool.size();
            pool.add(values, from, to, hash);
            if (pool.size() == before) {
                return false;
            }
        }
        size.incrementAndGet();
        return true;
    }

    @Override
    public int find(int[] values, int from, int to) {
        int hash = IntVectorPool.hash(values, from, to);
        int s = stripe(hash);
        IntVectorPool pool = stripes[s];
        int id;
        synchronized (pool) {
            id = pool.find(values, from, to, hash);
        }
        return id < 0 ? -1 : number(id, s);
    }

    private int number(int id, int stripe) {
        if (id >= 1 << (31 - bits)) {
            throw new IllegalStateException("pool full: " + size.get() + " vectors");
        }
        return id << bits | stripe;
    }

    @Override
    public long size() {
        return size.get();
    }

    @Override
    public long bytesUsed() {
        return Stripes.bytesUsed(stripes, IntVectorPool::bytesUsed);
    }
}
