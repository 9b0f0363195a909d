package org.orbitmc.checker.search;

/**
 * How a state is put in canonical form before it is stored.
 *
 * @param gc       collect garbage after each transition, so that unreachable objects never enter a state
 * @param symmetry which symmetries are removed
 * @param kbots    the kBOTS bound: how deep thread ordering compares reachable objects; 0 keeps threads in
 *                 table order, {@link #UNBOUNDED} compares as deep as the heap goes. Used only with
 *                 {@link Symmetry#HEAP_AND_THREADS}.
 */
public record StateMatching(boolean gc, Symmetry symmetry, int kbots) {
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    public StateMatching {
        if (symmetry == null) {
            throw new IllegalArgumentException("no symmetry");
        }
        if (kbots < 0) {
            throw new IllegalArgumentException("kbots must not be negative: " + kbots);
        }
    }

    /** The best measured configuration (docs/benchmarks.md). */
    public static StateMatching defaults() {
        return new StateMatching(true, Symmetry.HEAP_AND_THREADS, UNBOUNDED);
    }

    /** Every reduction off: the oracle the reductions are tested against. */
    public static StateMatching none() {
        return new StateMatching(false, Symmetry.NONE, 0);
    }
}
