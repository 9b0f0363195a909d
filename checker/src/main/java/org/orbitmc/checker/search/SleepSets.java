package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.collections.impl.map.mutable.primitive.LongLongHashMap;

/**
 * Sleep sets for a depth-first search with state matching (Godefroid, "Partial-Order Methods for the Verification of
 * Concurrent Systems", 1996, ch. 5 and 6; Godefroid, Holzmann and Pirottin, "State-space caching revisited", 1993).
 * A state's sleep set holds steps that need not be taken from it: each was taken from an earlier state of the path (or
 * from this one, before), and every step since commutes with it, so every state its taking here would lead to is
 * reached through the path that took it there. A step of thread t sleeps as long as the steps after it are of other
 * threads and do not conflict with its footprint ({@link StepFootprint}); the first conflicting one wakes it.
 *
 * <p>Stored with the states: a state is stored with the sleep set it was first reached with (the threads' encoded
 * positions, so that states matched under thread symmetry agree on which thread is which); a later arrival with sleep
 * set Z' takes the stored steps that Z' does not hold (they were skipped before and are needed now) and stores the
 * intersection. docs/algorithms.md, "Sleep sets", argues why every reachable state, deadlock and error is still found.
 * One instance serves one run of a sequential search (a run that refines starts with none stored).
 */
final class SleepSets implements Exploration.Arrivals {
    /**
     * A sleeping step: its thread as the system numbers it on the current path, and what it touched where it was taken
     * (the same as it would touch now: nothing since conflicted with it).
     */
    record Sleeper(int thread, StepFootprint footprint) {
    }

    /** The sleep set each stored state keeps: a bit per encoded thread position (positions past 63 never sleep). */
    private final LongLongHashMap stored = new LongLongHashMap();
    /** The sleep set the state being arrived at is reached with; set by the path before it arrives. */
    private List<Sleeper> arriving = List.of();
    /** The sleep set of the state just arrived at, which its frame keeps (see {@link #arrivedWith}). */
    private List<Sleeper> arrived = List.of();
    /** Steps not taken because they slept (first visits), for tests and measurements. */
    private long slept;

    /** The sleep set of the state {@code step} of {@code thread} leads to from a state with sleep set and taken steps. */
    static List<Sleeper> after(List<Sleeper> sleep, List<Sleeper> taken, int thread, StepFootprint step) {
        if (step == null || step.global() || sleep.isEmpty() && taken.isEmpty()) {
            return List.of();
        }
        List<Sleeper> next = new ArrayList<>(sleep.size() + taken.size());
        keepIndependent(sleep, thread, step, next);
        keepIndependent(taken, thread, step, next);
        return next;
    }

    private static void keepIndependent(List<Sleeper> from, int thread, StepFootprint step, List<Sleeper> into) {
        for (Sleeper z : from) {
            if (z.thread() != thread && !z.footprint().conflictsWith(step)) {
                into.add(z);
            }
        }
    }

    /** The next state is reached with this sleep set. */
    void arriving(List<Sleeper> sleep) {
        arriving = sleep;
    }

    /** The sleep set the state just arrived at keeps for its choices (after {@link #firstVisit} or {@link #revisit}). */
    List<Sleeper> arrivedWith() {
        List<Sleeper> s = arrived;
        arrived = List.of();
        return s;
    }

    /** Steps that slept on first visits so far. */
    long slept() {
        return slept;
    }

    /**
     * A state stored just now (its encoding the system's last), named {@code id} by the store, with its enabled choices:
     * stores its sleep set and returns the choices to take, those of sleeping threads left out. A thread sleeps only
     * while it has a single choice (a notify's or {@code Verify}'s several are never put to sleep).
     */
    @Override
    public List<Choice> firstVisit(TransitionSystem system, long id, List<Choice> enabled) {
        List<Sleeper> sleep = arriving;
        arriving = List.of();
        if (sleep.isEmpty()) {
            arrived = List.of();
            return enabled;
        }
        long mask = 0;
        List<Sleeper> kept = new ArrayList<>(sleep.size());
        for (Sleeper z : sleep) {
            if (singleChoice(enabled, z.thread())) {
                int p = system.encodedPosition(z.thread());
                if (p >= 0 && p < Long.SIZE) {
                    mask |= 1L << p;
                    kept.add(z);
                }
            }
        }
        arrived = kept;
        if (mask == 0) {
            return enabled;
        }
        stored.put(id, mask);
        List<Choice> awake = new ArrayList<>(enabled.size());
        for (Choice c : enabled) {
            if (!sleeps(kept, c.thread())) {
                awake.add(c);
            }
        }
        slept += enabled.size() - awake.size();
        return awake;
    }

    /**
     * A state stored before (its encoding the system's last), named {@code id}: returns the choices that slept when it was
     * stored but do not sleep now, and stores the intersection of the two sleep sets.
     */
    @Override
    public List<Choice> revisit(TransitionSystem system, long id) {
        List<Sleeper> sleep = arriving;
        arriving = List.of();
        arrived = List.of();
        long before = stored.getIfAbsent(id, 0);
        if (before == 0) {
            return List.of(); // every choice was taken from it
        }
        long still = 0;
        List<Sleeper> kept = new ArrayList<>(sleep.size());
        for (Sleeper z : sleep) {
            int p = system.encodedPosition(z.thread());
            if (p >= 0 && p < Long.SIZE && (before & 1L << p) != 0) {
                still |= 1L << p;
                kept.add(z);
            }
        }
        long wake = before & ~still;
        if (wake == 0) {
            return List.of();
        }
        if (still == 0) {
            stored.remove(id);
        } else {
            stored.put(id, still);
        }
        List<Choice> enabled = system.enabled();
        List<Choice> woken = new ArrayList<>();
        for (Choice c : enabled) {
            int p = system.encodedPosition(c.thread());
            if (p >= 0 && p < Long.SIZE && (wake & 1L << p) != 0) {
                woken.add(c);
            }
        }
        arrived = kept;
        return woken;
    }

    private static boolean sleeps(List<Sleeper> sleep, int thread) {
        for (Sleeper z : sleep) {
            if (z.thread() == thread) {
                return true;
            }
        }
        return false;
    }

    private static boolean singleChoice(List<Choice> choices, int thread) {
        int n = 0;
        for (Choice c : choices) {
            if (c.thread() == thread) {
                n++;
            }
        }
        return n == 1;
    }
}
