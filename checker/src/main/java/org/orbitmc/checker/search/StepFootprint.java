package org.orbitmc.checker.search;

/**
 * What one step touched of the state other threads share, as its system recorded it ({@link
 * TransitionSystem#footprint}): a search with sleep sets takes two steps of different threads, from one state, as
 * independent (they commute, and neither enables or disables the other) only when neither footprint conflicts with the
 * other.
 */
public interface StepFootprint {
    /** Whether the two steps may fail to commute; true is always a safe answer. */
    boolean conflictsWith(StepFootprint other);

    /** Whether this step depends on every other one (then it never sleeps, and wakes every sleeping step). */
    boolean global();

    /**
     * The same footprint as sets of objects, which the system's {@link ObjectNaming} names, for summaries that must hold
     * in states matched up to symmetry; null when the system cannot tell (then it is taken as global).
     */
    default ObjectFootprint objects() {
        return null;
    }
}
