package org.orbitmc.checker.search;

/**
 * The reductions a check applies: how a state is put in canonical form before it is stored, and whether the
 * JDK's thread-safe libraries run atomically.
 *
 * @param gc              collect garbage after each transition, so that unreachable objects never enter a state
 * @param symmetry        which symmetries are removed
 * @param kbots           the kBOTS bound: how deep thread ordering compares reachable objects; 0 keeps threads in
 *                        table order, {@link #UNBOUNDED} compares as deep as the heap goes. Used only with
 *                        {@link Symmetry#HEAP_AND_THREADS}.
 * @param atomicLibraries run calls into the JDK's thread-safe libraries (java.util.concurrent, Thread, ...) as
 *                        single operations up to where they block ({@code org.orbitmc.vm.LibraryAtomicity})
 * @param lockDiscipline  an access to a shared object that holds a lock every other live thread's access to it held is
 *                        not a scheduling point ({@code org.orbitmc.vm.LockDiscipline})
 * @param eagerStarts     a thread's first transition, which runs only invisible operations, is taken as part of the step
 *                        that started the thread instead of being a choice of its own (docs/algorithms.md, "Eager starts")
 * @param identitySymmetry with {@link Symmetry#HEAP_AND_THREADS}, a thread's identity ({@code Thread.tid}, {@code name}) is
 *                        left out of states until some code reads it (docs/algorithms.md, "Thread identities")
 * @param lockExpressions with lock discipline, a field whose accesses all hold a lock named from their object (its own
 *                        monitor, a lock in its final fields) keeps that name across the search instead of a guard in the
 *                        state ({@code org.orbitmc.vm.LockExpressions}; docs/algorithms.md, "Lock expressions")
 */
public record StateMatching(boolean gc, Symmetry symmetry, int kbots, boolean atomicLibraries, boolean lockDiscipline,
        boolean eagerStarts, boolean identitySymmetry, boolean lockExpressions) {
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    public StateMatching {
        if (symmetry == null) {
            throw new IllegalArgumentException("no symmetry");
        }
        if (kbots < 0) {
            throw new IllegalArgumentException("kbots must not be negative: " + kbots);
        }
    }

    /** With lock expressions whenever lock discipline is on. */
    public StateMatching(boolean gc, Symmetry symmetry, int kbots, boolean atomicLibraries, boolean lockDiscipline,
            boolean eagerStarts, boolean identitySymmetry) {
        this(gc, symmetry, kbots, atomicLibraries, lockDiscipline, eagerStarts, identitySymmetry, lockDiscipline);
    }

    /** With thread identities left out while unread. */
    public StateMatching(boolean gc, Symmetry symmetry, int kbots, boolean atomicLibraries, boolean lockDiscipline,
            boolean eagerStarts) {
        this(gc, symmetry, kbots, atomicLibraries, lockDiscipline, eagerStarts, true);
    }

    /** Whether states leave out thread identities no code has read: identity symmetry on, with thread symmetry. */
    public boolean hidesIdentities() {
        return identitySymmetry && symmetry == Symmetry.HEAP_AND_THREADS;
    }

    /** With eager starts. */
    public StateMatching(boolean gc, Symmetry symmetry, int kbots, boolean atomicLibraries, boolean lockDiscipline) {
        this(gc, symmetry, kbots, atomicLibraries, lockDiscipline, true);
    }

    /** Without scheduling points by lock discipline. */
    public StateMatching(boolean gc, Symmetry symmetry, int kbots, boolean atomicLibraries) {
        this(gc, symmetry, kbots, atomicLibraries, false);
    }

    /** With atomic libraries. */
    public StateMatching(boolean gc, Symmetry symmetry, int kbots) {
        this(gc, symmetry, kbots, true);
    }

    /** The best measured configuration (docs/benchmarks.md). */
    public static StateMatching defaults() {
        return new StateMatching(true, Symmetry.HEAP_AND_THREADS, UNBOUNDED, true, true, true, true, true);
    }

    /** Every reduction off: the oracle the reductions are tested against. */
    public static StateMatching none() {
        return new StateMatching(false, Symmetry.NONE, 0, false, false, false, false, false);
    }
}
