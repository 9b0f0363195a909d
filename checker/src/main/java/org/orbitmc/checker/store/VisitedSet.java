package org.orbitmc.checker.store;

/** The states a search has seen, by their encodings. A narrow interface so that stores can be swapped and measured. */
public interface VisitedSet {
    /** Adds a state's encoding; true when it was not there yet. The caller may reuse the vector afterwards. */
    boolean add(StateVector state);

    /**
     * As {@link #add}, also naming the state ({@link #lastId}): a number that stays the state's for the store's life,
     * equal for equal encodings and (as far as the store tells states apart) different for different ones, so that a
     * search can keep facts about stored states beside the store (sleep sets). For stores used by one thread.
     */
    default boolean addIdentified(StateVector state) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not name its states");
    }

    /** The name {@link #addIdentified} gave the state it was last asked about. */
    default long lastId() {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " does not name its states");
    }

    /** Whether a state's encoding was added; adds nothing. */
    boolean contains(StateVector state);

    /**
     * Whether some state was added that is {@code state} with one more component at its end, in the last part, with tag
     * {@code tag} and the single value {@code values[i]} for some {@code i < count}: the answer of that many
     * {@link #contains} calls, which a store may give from one look-up of the part they share. {@code state} is left as
     * it was.
     */
    default boolean containsWithOneOf(StateVector state, int tag, int[] values, int count) {
        for (int i = 0; i < count; i++) {
            state.begin(StateVector.PARTS - 1, tag);
            state.add(values[i]);
            state.end();
            boolean stored = contains(state);
            state.dropLast();
            if (stored) {
                return true;
            }
        }
        return false;
    }

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
