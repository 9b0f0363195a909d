package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The transition systems of a search's workers, each with a snapshot of its initial state. The first is the caller's;
 * the others are made by the workers themselves as they start ({@link #made}), so that each VM boots on its own thread
 * while the first worker is already searching. Safe for use by the workers' threads.
 */
final class Workers {
    /** Each worker's system and its initial state, by worker; null until the worker made it. */
    private final TransitionSystem[] systems;
    private final Object[] initials;
    private final Supplier<TransitionSystem> family;

    /** {@code first} in its initial state {@code initial}; {@code family} makes the others (null: no others). */
    Workers(TransitionSystem first, Object initial, Supplier<TransitionSystem> family, int wanted) {
        int n = family == null ? 1 : wanted;
        systems = new TransitionSystem[n];
        initials = new Object[n];
        systems[0] = first;
        initials[0] = initial;
        this.family = family;
    }

    /** How many workers search: the first, and as many more as the family can make. */
    int wanted() {
        return systems.length;
    }

    /**
     * The system of worker {@code worker}: the one it has, or a new one made now, on the caller's thread (a worker's
     * system is made in the first run, before any refinement was shared: a refinement ends the run it is found in).
     * Each worker asks for its own only.
     *
     * @throws org.orbitmc.vm.VmFailure as {@link TransitionSystemFactory#create} does
     */
    TransitionSystem made(int worker) {
        synchronized (this) {
            if (systems[worker] != null) {
                return systems[worker];
            }
        }
        TransitionSystem made = family.get();
        Object initial = made.snapshot();
        synchronized (this) {
            systems[worker] = made;
            initials[worker] = initial;
        }
        return made;
    }

    /** The systems made so far, the first first. */
    synchronized List<TransitionSystem> all() {
        List<TransitionSystem> made = new ArrayList<>();
        for (TransitionSystem s : systems) {
            if (s != null) {
                made.add(s);
            }
        }
        return made;
    }

    /** Returns every system made to its initial state. */
    synchronized void restoreAll() {
        for (int i = 0; i < systems.length; i++) {
            if (systems[i] != null) {
                systems[i].restore(initials[i]);
            }
        }
    }
}
