package org.orbitmc.checker.search;

import java.time.Duration;

/**
 * How one check searches. Built by the command line (or a test) and passed in; never global.
 *
 * @param maxStates stop, incomplete, when more states than this would be stored
 * @param maxDepth  do not expand states at this depth (transitions from the initial state); incomplete if any had successors
 * @param timeLimit stop, incomplete, after this long; null for no limit
 * @param search    depth-first or breadth-first
 * @param allErrors go on after an error, reporting each distinct (kind, message) once
 */
public record CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors) {
    public static final long NO_STATE_LIMIT = Long.MAX_VALUE;
    public static final int NO_DEPTH_LIMIT = Integer.MAX_VALUE;

    public CheckConfig {
        if (maxStates <= 0 || maxDepth <= 0) {
            throw new IllegalArgumentException("limits must be positive: maxStates " + maxStates + ", maxDepth " + maxDepth);
        }
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("time limit must be positive: " + timeLimit);
        }
        if (search == null) {
            throw new IllegalArgumentException("no search order");
        }
    }

    /** Depth-first, no limits, stop at the first error. */
    public static CheckConfig defaults() {
        return new CheckConfig(NO_STATE_LIMIT, NO_DEPTH_LIMIT, null, SearchOrder.DFS, false);
    }

    public CheckConfig withMaxStates(long n) {
        return new CheckConfig(n, maxDepth, timeLimit, search, allErrors);
    }

    public CheckConfig withMaxDepth(int n) {
        return new CheckConfig(maxStates, n, timeLimit, search, allErrors);
    }

    public CheckConfig withTimeLimit(Duration d) {
        return new CheckConfig(maxStates, maxDepth, d, search, allErrors);
    }

    public CheckConfig withSearch(SearchOrder order) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, order, allErrors);
    }

    public CheckConfig withAllErrors(boolean all) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, all);
    }
}
