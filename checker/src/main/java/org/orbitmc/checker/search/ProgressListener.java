package org.orbitmc.checker.search;

/** Hears how a long search is going, every couple of seconds. */
public interface ProgressListener {
    /** Hears nothing: for tests and embedders that print their own. */
    ProgressListener NONE = p -> { };

    /**
     * Where the search stands.
     *
     * @param statesStored    distinct states so far
     * @param statesPerSecond new states per second since the previous report
     * @param depth           the depth of the state being expanded
     * @param memoryBytes     heap the host JVM uses now
     * @param stage           what the search is at, e.g. {@code preemption bound 2}, or null
     */
    record Progress(long statesStored, long statesPerSecond, int depth, long memoryBytes, String stage) {
        public Progress(long statesStored, long statesPerSecond, int depth, long memoryBytes) {
            this(statesStored, statesPerSecond, depth, memoryBytes, null);
        }
    }

    void progress(Progress p);

    /** The search has ended (after any number of reports, perhaps none). */
    default void done() {
    }
}
