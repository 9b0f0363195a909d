package org.orbitmc.checker.search;

import java.util.List;
import java.util.function.Supplier;

import org.orbitmc.checker.store.StateVector;

/**
 * A program under check, seen as a transition system. One instance is explored by one search.
 *
 * <p>The search calls these methods from one thread. {@link #restore} may be called any number of times with
 * the same snapshot, so a snapshot must not change when the system steps on.
 */
public interface TransitionSystem {
    /** An opaque copy of the whole current state. */
    Object snapshot();

    /** Returns to a state returned by snapshot(). */
    void restore(Object state);

    /**
     * Writes the encoding of the current state into {@code out}, which is empty: equal encodings must mean
     * equivalent states (equal, or symmetric under a reduction that preserves the properties checked).
     */
    void encode(StateVector out);

    /**
     * The choices possible in the current state, in a deterministic order; empty when nothing can run. The list
     * is the caller's: the system must not change it afterwards.
     */
    List<Choice> enabled();

    /**
     * Where thread {@code thread} stands in the encoding {@link #encode} wrote last: thread symmetry reorders threads,
     * so a search that keys states by a thread (the one that ran last) keys them by this position. By default, the id.
     */
    default int encodedPosition(int thread) {
        return thread;
    }

    /**
     * How the objects of the state {@link #encode} wrote last are named in every state matched to it ({@link
     * ObjectNaming}), kept by the caller while the system steps on; null when the system cannot tell.
     */
    default ObjectNaming naming() {
        return null;
    }

    /**
     * The operation thread {@code thread} stands at now, as the {@link Step#operation} of its next step will describe
     * it, or null where the system does not tell: a hint for schedulers that sample ({@code Sampler.Pos}), never
     * used for a verdict.
     */
    default String pendingOperation(int thread) {
        return null;
    }

    /**
     * Makes every later {@link #step} record its footprint ({@link #footprint}), for a search with sleep sets; false when
     * the system cannot (then such a search takes every step as dependent on every other).
     */
    default boolean recordFootprints() {
        return false;
    }

    /** What the last {@link #step} touched, once {@link #recordFootprints} is on; else null. */
    default StepFootprint footprint() {
        return null;
    }

    /** Applies one choice (one transition) to the current state. */
    Step step(Choice choice);

    /**
     * Whether the steps name objects as people do ({@code alice (Bank$Account)}, {@code Integer 1}): costly, so on only
     * while a counterexample is re-executed to be shown ({@link Replay}); off by default.
     */
    default void nameObjects(boolean on) {
    }

    /** Whether {@link #nameObjects} changes anything: if not, a trace is not re-executed to name objects. */
    default boolean namesObjects() {
        return false;
    }

    /** Whether every thread that keeps the program alive has ended (a final state, not a deadlock). */
    boolean isFinished();

    /**
     * A counter that grows when the system's notion of a transition becomes finer (a final field found written
     * outside construction makes its reads visible). Host state that survives {@link #restore}: a search that saw it
     * grow explores again from its first state, so that every state is explored under the final notion.
     */
    default int refinements() {
        return 0;
    }

    /**
     * How many refinements the system has recorded ({@link #refinementKeys}): at least as many as {@link #refinements}
     * counts, and also those that did not change any transition this system took (it need not start again for them)
     * but may change one another system of the same program took. Workers of a parallel search start again when it grows.
     */
    default int refinementsRecorded() {
        return refinementKeys().size();
    }

    /**
     * The refinements made so far, as keys that {@link #refine} applies to a fresh system of the same program: a path
     * explored under them has the same transitions there.
     */
    default List<String> refinementKeys() {
        return List.of();
    }

    /**
     * Every refinement made so far, as keys {@link #refine} applies to another system of the same program: those of
     * {@link #refinementKeys} and those that change only how states are encoded (which a schedule need not carry). What
     * the workers of a parallel search share. By default, {@link #refinementKeys}.
     */
    default List<String> allRefinementKeys() {
        return refinementKeys();
    }

    /** Applies refinements another system of the same program made ({@link #refinementKeys}); before the first step. */
    default void refine(List<String> keys) {
        if (!keys.isEmpty()) {
            throw new ScheduleException("this system has no refinements: " + keys);
        }
    }

    /**
     * Gives the system what to ask now and then during a long transition: a reason to stop (a limit reached, the
     * user's interrupt), or null to go on. Given a reason, the system abandons the transition by throwing
     * {@link SearchInterrupted} with that reason and where the transition was; it is not stepped again after that.
     */
    default void interruptWhen(Supplier<String> reason) {
    }

    /** For a state where nothing is enabled and the program is not finished: one line per blocked thread. */
    List<String> deadlockDescription();

    /** What the model leaves out, so that a "no errors" verdict holds only under these assumptions; none by default. */
    default List<Assumption> assumptions() {
        return List.of();
    }
}
