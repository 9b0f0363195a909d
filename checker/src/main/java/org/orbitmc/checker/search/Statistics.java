package org.orbitmc.checker.search;

/**
 * What a search did.
 *
 * @param statesStored    distinct states in the visited set
 * @param statesVisited   states reached, revisits included (the initial state plus one per transition)
 * @param transitions     transitions executed by the search (not counting re-executions for traces)
 * @param maxDepth        the most transitions on one path from the initial state
 * @param elapsedMillis   wall-clock time of the search
 * @param peakMemoryBytes the most heap the host JVM had in use right after a garbage collection during the search
 *                        ({@link LiveHeap}: garbage between collections left out)
 * @param bytesPerState   the visited set's memory divided by the states it holds
 * @param store           how states were stored: exact, collapse or fingerprint
 * @param omissionProbability an upper bound on the probability that a state went unexplored because the store
 *                        took it for another (hash compaction); 0 for exact stores
 * @param preemptionBound the preemption bound a preemption-bounded search reached (explored in full below it), or -1
 *                        for other searches
 * @param schedulesSampled schedules a randomized strategy drew (alone or alongside the search)
 * @param workers         how many workers searched, each on a thread and a VM of its own (1: a sequential search)
 */
public record Statistics(long statesStored, long statesVisited, long transitions, int maxDepth, long elapsedMillis,
        long peakMemoryBytes, double bytesPerState, String store, double omissionProbability, int preemptionBound,
        long schedulesSampled, int workers) {
    /** Of a search that neither bounds preemptions nor samples. */
    public Statistics(long statesStored, long statesVisited, long transitions, int maxDepth, long elapsedMillis,
            long peakMemoryBytes, double bytesPerState, String store, double omissionProbability) {
        this(statesStored, statesVisited, transitions, maxDepth, elapsedMillis, peakMemoryBytes, bytesPerState, store,
                omissionProbability, -1, 0, 1);
    }
}
