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
 * @param matching  how states are made canonical before they are stored
 * @param store     how visited states are stored
 * @param sampling  a randomized strategy instead of the systematic search, or null
 * @param shorten   shorten each counterexample found ({@link Shortener}) before it is reported
 * @param workers   how many threads search together ({@link ParallelDepthFirstSearch}); 1 searches on the caller's
 * @param sleepSets depth-first search with sleep sets stored with the states ({@link SleepSets}): fewer transitions,
 *                  the same states and verdicts; only for a depth-first search with one worker
 * @param dpor      depth-first search with dynamic partial-order reduction ({@link SourceSetPath}): fewer states, the
 *                  same verdicts; only for a depth-first search with one worker, without sleep sets
 */
public record CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors,
        StateMatching matching, StoreKind store, Sampling sampling, boolean shorten, int workers, boolean sleepSets,
        boolean dpor) {
    public static final long NO_STATE_LIMIT = Long.MAX_VALUE;
    public static final int NO_DEPTH_LIMIT = Integer.MAX_VALUE;
    public static final StoreKind DEFAULT_STORE = StoreKind.COLLAPSE;

    public CheckConfig {
        if (maxStates <= 0 || maxDepth <= 0) {
            throw new IllegalArgumentException("limits must be positive: maxStates " + maxStates + ", maxDepth " + maxDepth);
        }
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("time limit must be positive: " + timeLimit);
        }
        if (search == null || matching == null || store == null) {
            throw new IllegalArgumentException("search order, state matching and store are required");
        }
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be positive: " + workers);
        }
        if (sleepSets && (search != SearchOrder.DFS || workers > 1 || sampling != null)) {
            throw new IllegalArgumentException("sleep sets need a depth-first search with one worker and no sampling");
        }
        if (dpor && (search != SearchOrder.DFS || workers > 1 || sampling != null || sleepSets)) {
            throw new IllegalArgumentException("dynamic partial-order reduction needs a depth-first search with one worker,"
                    + " no sampling and no sleep sets");
        }
    }

    /** Without sleep sets. */
    public CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors,
            StateMatching matching, StoreKind store, Sampling sampling, boolean shorten, int workers) {
        this(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, workers, false, false);
    }

    /** One worker. */
    public CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors,
            StateMatching matching, StoreKind store, Sampling sampling, boolean shorten) {
        this(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, 1);
    }

    /** Systematic, counterexamples as found. */
    public CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors,
            StateMatching matching, StoreKind store) {
        this(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, null, false);
    }

    /** With the default state matching and store. */
    public CheckConfig(long maxStates, int maxDepth, Duration timeLimit, SearchOrder search, boolean allErrors) {
        this(maxStates, maxDepth, timeLimit, search, allErrors, StateMatching.defaults(), DEFAULT_STORE);
    }

    /** Depth-first, no limits, stop at the first error, default reductions. */
    public static CheckConfig defaults() {
        return new CheckConfig(NO_STATE_LIMIT, NO_DEPTH_LIMIT, null, SearchOrder.DFS, false);
    }

    public CheckConfig withMaxStates(long n) {
        return new CheckConfig(n, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withMaxDepth(int n) {
        return new CheckConfig(maxStates, n, timeLimit, search, allErrors, matching, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withTimeLimit(Duration d) {
        return new CheckConfig(maxStates, maxDepth, d, search, allErrors, matching, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withSearch(SearchOrder order) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, order, allErrors, matching, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withAllErrors(boolean all) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, all, matching, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withMatching(StateMatching m) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, m, store, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withStore(StoreKind s) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, s, sampling, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withSampling(Sampling s) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, s, shorten, workers, sleepSets, dpor);
    }

    public CheckConfig withShorten(boolean on) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, on, workers, sleepSets, dpor);
    }

    public CheckConfig withWorkers(int n) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, n, sleepSets, dpor);
    }

    public CheckConfig withSleepSets(boolean on) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, workers, on, dpor);
    }

    public CheckConfig withDpor(boolean on) {
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching, store, sampling, shorten, workers,
                sleepSets, on);
    }
}
