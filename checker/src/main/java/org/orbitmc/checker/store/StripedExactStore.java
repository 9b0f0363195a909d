package org.orbitmc.checker.store;

import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link ExactStore} for the workers of a parallel search: the encodings are split by hash into stripes, each an
 * exact store behind a lock of its own, and each thread writes its encodings' bytes in a buffer of its own, outside
 * any lock. An encoding always falls in the same stripe and is added there under the stripe's lock, so exactly one of
 * the threads that race to add a new state is told it is new (the {@link #add}s are linearizable); two threads wait
 * for each other only when their states fall in the same stripe, and then only for one table probe and copy.
 */
public final class StripedExactStore implements VisitedSet {
    private final ExactStore[] stripes;
    private final ThreadLocal<StateBytes> bytes = ThreadLocal.withInitial(StateBytes::new);
    private final AtomicLong size = new AtomicLong();

    /** A store safe for {@code threads} threads at once. */
    public StripedExactStore(int threads) {
        stripes = new ExactStore[1 << StripedVectorPool.bitsFor(threads)];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new ExactStore();
        }
    }

    /** The stripe of an encoding's hash: bits an exact store uses for neither its slot (low) nor its tag (high). */
    private ExactStore stripe(long hash) {
        return stripes[(int) (hash >>> 32) & (stripes.length - 1)];
    }

    @Override
    public boolean add(StateVector state) {
        StateBytes b = bytes.get();
        int length = b.write(state);
        long hash = ExactStore.hash(b.bytes(), 0, length);
        ExactStore stripe = stripe(hash);
        synchronized (stripe) {
            if (!stripe.add(b.bytes(), length, hash)) {
                return false;
            }
        }
        size.incrementAndGet();
        return true;
    }

    @Override
    public boolean contains(StateVector state) {
        StateBytes b = bytes.get();
        int length = b.write(state);
        long hash = ExactStore.hash(b.bytes(), 0, length);
        ExactStore stripe = stripe(hash);
        synchronized (stripe) {
            return stripe.contains(b.bytes(), length, hash);
        }
    }

    @Override
    public long size() {
        return size.get();
    }

    @Override
    public long bytesUsed() {
        return Stripes.bytesUsed(stripes, ExactStore::bytesUsed);
    }
}
