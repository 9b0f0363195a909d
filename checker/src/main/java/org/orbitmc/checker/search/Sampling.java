package org.orbitmc.checker.search;

import java.util.Locale;

/**
 * A randomized strategy in place of a systematic search: {@code iterations} schedules drawn with {@code seed}
 * (the time limit may end it sooner). No visited set; a clean run proves nothing, so its verdict is incomplete.
 *
 * @param strategy   how each schedule is drawn
 * @param seed       the seed of the first schedule; a run is reproducible from it
 * @param iterations how many schedules at most
 * @param depth      PCT's bug depth d: d - 1 priority change points a schedule
 * @param alongside  whether schedules are drawn alongside a preemption-bounded search, in half its time, rather
 *                   than in place of a search
 */
public record Sampling(Strategy strategy, long seed, long iterations, int depth, boolean alongside) {
    /** The schedules drawn when neither --iterations nor a time limit bounds the sampling. */
    public static final long DEFAULT_ITERATIONS = 1_000;
    /** PCT's bug depth: one change point finds bugs that need a thread to be overtaken once. */
    public static final int DEFAULT_DEPTH = 3;

    public Sampling {
        if (strategy == null || iterations <= 0 || depth <= 0) {
            throw new IllegalArgumentException("strategy, positive iterations and depth are required");
        }
    }

    /** In place of a search. */
    public Sampling(Strategy strategy, long seed, long iterations, int depth) {
        this(strategy, seed, iterations, depth, false);
    }

    /** POS and PCT alongside preemption bounding (Sampler takes turns): the default of {@code orbit check}. */
    public static Sampling alongside(long seed) {
        return new Sampling(Strategy.PCT, seed, Long.MAX_VALUE, DEFAULT_DEPTH, true);
    }

    /** How a schedule is drawn. */
    public enum Strategy {
        /** A random walk: each step a thread drawn uniformly from the enabled ones. */
        RANDOM,
        /** Probabilistic concurrency testing (Burckhardt et al., ASPLOS 2010): random priorities, d - 1 change points. */
        PCT,
        /** Partial-order sampling (Yuan et al., CAV 2018): a random priority per event, redrawn for racing events. */
        POS;

        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** {@code random}, {@code pct} or {@code pos}. */
        public static Strategy parse(String text) {
            return switch (text.toLowerCase(Locale.ROOT)) {
                case "random" -> RANDOM;
                case "pct" -> PCT;
                case "pos" -> POS;
                default -> throw new IllegalArgumentException("'" + text + "' is not a strategy (random, pct or pos)");
            };
        }
    }
}
