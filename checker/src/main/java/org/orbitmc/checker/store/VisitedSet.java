package org.orbitmc.checker.store;

/** The states a search has seen, by their encodings. A narrow interface so that stores can be swapped and measured. */
public interface VisitedSet {
    /** Adds a state's encoding; true when it was not there yet. The caller may reuse the vector afterwards. */
    boolean add(StateVector state);

    /** Whether a state's encoding was added; adds nothing. */
    boolean contains(StateVector state);

    /** The number of distinct encodings added. */
    long size();

    /** The memory the set holds, in bytes: what it allocated, not only what it filled. */
    long bytesUsed();

    /**
     * An upper bound on the probability that some state was taken for one already visited although it was not
     * (and so went unexplored): 0 for exact stores.
     */
    default double omissionProbability() {
        return 0;
    }
}
