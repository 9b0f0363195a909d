package org.orbitmc.checker.search;

/** The order in which the search visits states. */
public enum SearchOrder {
    /** Depth-first: memory for the current path only. */
    DFS,
    /** Breadth-first: shortest counterexamples, memory for the whole frontier. */
    BFS,
    /**
     * Preemption-bounded: schedules with fewer preemptions first, so shallow bugs in wide programs are found soon;
     * depth-first past two preemptions.
     */
    PB
}
