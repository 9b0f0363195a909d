package org.orbitmc.checker.store;

import java.util.concurrent.atomic.AtomicLong;

/**
 * {@link FingerprintStore} for the workers of a parallel search: the fingerprints are split into stripes by their
 * high bits, each a fingerprint store behind a lock of its own. A fingerprint always falls in the same stripe and is
 * added there under the stripe's lock, so exactly one of the threads that race to add it is told it is new.
 */
public final class StripedFingerprintStore implements VisitedSet {
    private final FingerprintStore[] stripes;
    private final int bits;
    private final AtomicLong size = new AtomicLong();

    /** A store safe for {@code threads} threads at once. */
    public StripedFingerprintStore(int threads) {
        bits = StripedVectorPool.bitsFor(threads);
        stripes = new FingerprintStore[1 << bits];
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new FingerprintStore();
        }
    }

    /** The stripe: the fingerprint's high bits (a stripe's table indexes by the low ones). */
    private FingerprintStore stripe(long fingerprint) {
        return stripes[(int) (fingerprint >>> (64 - bits))];
    }

    @Override
    public boolean add(StateVector state) {
        long fingerprint = state.hash();
        FingerprintStore stripe = stripe(fingerprint);
        synchronized (stripe) {
            if (!stripe.add(fingerprint)) {
                return false;
            }
        }
        size.incrementAndGet();
        return true;
    }

    @Override
    public boolean contains(StateVector state) {
        long fingerprint = state.hash();
        FingerprintStore stripe = stripe(fingerprint);
        synchronized (stripe) {
            return stripe.contains(fingerprint);
        }
    }

    @Override
    public long size() {
        return size.get();
    }

    @Override
    public long bytesUsed() {
        return Stripes.bytesUsed(stripes, FingerprintStore::bytesUsed);
    }

    @Override
    public double omissionProbability() {
        double n = size.get();
        return Math.min(1, n * (n - 1) / 2 / 0x1p64);
    }
}
