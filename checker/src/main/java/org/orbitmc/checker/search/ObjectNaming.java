package org.orbitmc.checker.search;

/**
 * How the objects of one state are named so that the names hold in every state matched to it ({@link
 * TransitionSystem#naming}): with heap symmetry an object's canonical number, so that a footprint recorded below a
 * state can be checked against the steps of another path that reaches a state equal to it up to symmetry. Objects
 * are those footprints name ({@link StepFootprint#objects}).
 */
public interface ObjectNaming {
    /** Neither an object nor a name. */
    int NONE = Integer.MIN_VALUE;

    /** The name of {@code object} in the state, or {@link #NONE} when it is not in it (allocated later, or garbage). */
    int nameOf(int object);

    /** The object that has {@code name} in the state, or {@link #NONE}. */
    int objectNamed(int name);

    /** Where thread {@code thread} stands in the state's encoding ({@link TransitionSystem#encodedPosition}), or -1. */
    int positionOf(int thread);

    /** The thread at encoded position {@code position} in the state, or -1. */
    int threadAt(int position);
}
