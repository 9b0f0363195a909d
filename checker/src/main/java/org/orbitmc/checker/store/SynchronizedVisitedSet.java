package org.orbitmc.checker.store;

/**
 * A store shared by the workers of a parallel search: each call holds the store's lock. Adding a state costs a few
 * pool look-ups, small beside the transition and the encoding that produced it, which the workers run in parallel
 * (docs/benchmarks.md, "Parallel search").
 */
public final class SynchronizedVisitedSet implements VisitedSet {
    private final VisitedSet store;

    public SynchronizedVisitedSet(VisitedSet store) {
        this.store = store;
    }

    @Override
    public synchronized boolean add(StateVector state) {
        return store.add(state);
    }

    @Override
    public synchronized boolean contains(StateVector state) {
        return store.contains(state);
    }

    @Override
    public synchronized long size() {
        return store.size();
    }

    @Override
    public synchronized long bytesUsed() {
        return store.bytesUsed();
    }

    @Override
    public synchronized double omissionProbability() {
        return store.omissionProbability();
    }
}
