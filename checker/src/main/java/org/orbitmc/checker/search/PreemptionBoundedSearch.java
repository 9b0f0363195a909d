package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Iterative preemption bounding (Musuvathi and Qadeer, PLDI 2007) with state caching, as a 0-1 best-first search:
 * every state reachable with no preemption first, then every state reachable with one, and so on. A preemption is
 * a transition of a thread other than the one that ran last while that one could still run ({@link Preemptions}).
 *
 * <p>Within bound b the search runs depth-first over free choices; the preempting choices of each state it expands
 * wait for bound b + 1, which returns to the state by re-executing its path ({@link Cursor}). A state is stored together with the thread that ran last
 * when that thread could go on ({@link Exploration#arrive(TransitionSystem, Step, int, java.util.function.Supplier, int)}),
 * so a stored pair is first reached with its fewest preemptions and a plain visited set stays exact. When no
 * choice waits after a bound, every reachable state was explored: the search is as exhaustive as depth-first
 * search (docs/algorithms.md, "Preemption-bounded search").
 */
final class PreemptionBoundedSearch extends Search {
    /** Whether, past the last counted bound, a state stored with a thread last is taken as visited (off: for tests). */
    private final boolean pairsCover;

    PreemptionBoundedSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        this(config, progress, nanoTime, true);
    }

    PreemptionBoundedSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime, boolean pairsCover) {
        super(config, progress, nanoTime);
        this.pairsCover = pairsCover;
    }

    /**
     * A sampled transition costs about a tenth of a searched one (no encoding, no store, no snapshots: measured on
     * the Reorder, Twostage and WrongLock programs), so 24 sampled transitions a searched one give the sampler about
     * two thirds of the time: on wide programs the bound-0 search rarely finishes, and sampling finds their bugs
     * (Reorder20 in 29 s where 8 a searched one did not find it in 60 s; docs/benchmarks.md). That share holds for
     * the sampler's first {@link #FRONT_LOADED} transitions (about 7 s); then it drops to
     * {@link #SAMPLED_PER_SEARCHED_LATER}, so that a long search that proves a program pays little for it. (It was
     * 3,000,000 while PCT alone sampled; POS finds the SCTBench kinds with 50 threads within 500 schedules, some 150,000
     * transitions.)
     */
    static final int SAMPLED_PER_SEARCHED = 24;
    static final long FRONT_LOADED = 1_000_000;
    static final int SAMPLED_PER_SEARCHED_LATER = 2;
    /**
     * Sampling starts once the search has made this many transitions: a small program's bug is then found by the search,
     * with the fewest preemptions (a sampled schedule, shortened or not, switches threads more often than it needs to),
     * and a wide program loses well under a second.
     */
    static final long SEARCHED_BEFORE_SAMPLING = 5_000;

    /**
     * The bound from which the search goes on depth-first without counting preemptions: it takes every choice waiting
     * from the bound before, and from the states it reaches every choice, storing states without the thread that ran
     * last. Most bugs need at most two preemptions (Musuvathi and Qadeer); past that, telling states apart by the
     * thread that ran last costs up to one stored state per thread for each state of the program (BoundedBufferRing 3:
     * 140,838 pairs at 60 s against 78,615 states in all), for an order the remaining search no longer needs.
     */
    static final int EXHAUSTIVE_FROM_BOUND = 3;

    /** A state whose preempting choices wait for the next bound; it is returned to by re-executing its path. */
    private record Waiting(int id, int depth, List<Choice> choices) {
    }

    /**
     * Returns the system to waiting states by re-executing their paths from the initial state, each from the deepest
     * state it shares with the previous one: the waiting states of a bound come in depth-first order, so each
     * transition of the tree is re-executed about once a bound, and only the states on one path keep snapshots
     * (a snapshot of every waiting state would hold the whole heap once per state).
     */
    private static final class Cursor {
        private int[] ids = new int[16];
        private Object[] snapshots = new Object[16];
        private int size;

        /** Puts the system in state {@code id}; its snapshot stays on top for the next {@link #restoreTop}. */
        void moveTo(Run run, int id) {
            int[] target = run.parents.ancestry(id);
            int common = 0;
            while (common < size && common < target.length && ids[common] == target[common]) {
                common++;
            }
            if (common == 0) {
                run.system.restore(run.initial);
                size = 0;
                push(target[0], run.initial);
                common = 1;
            } else {
                run.system.restore(snapshots[common - 1]);
                size = common;
            }
            for (int i = common; i < target.length; i++) {
                run.system.step(run.parents.via(target[i]));
                push(target[i], run.system.snapshot());
            }
            Arrays.fill(snapshots, size, snapshots.length, null);
        }

        void restoreTop(TransitionSystem system) {
            system.restore(snapshots[size - 1]);
        }

        private void push(int id, Object snapshot) {
            if (size == ids.length) {
                ids = Arrays.copyOf(ids, size * 2);
                snapshots = Arrays.copyOf(snapshots, size * 2);
            }
            ids[size] = id;
            snapshots[size++] = snapshot;
        }
    }

    /** A state on the current depth-first path of a bound, and its free choices. */
    private static final class Frame {
        final Object snapshot;
        final int id;
        final int depth;
        final List<Choice> choices;
        int next;

        Frame(Object snapshot, int id, int depth, List<Choice> choices) {
            this.snapshot = snapshot;
            this.id = id;
            this.depth = depth;
            this.choices = choices;
        }
    }

    /**
     * One run: the tree of expanded states, the choices waiting for the next bound, the current bound, and the
     * sampler that runs alongside, if any.
     */
    private final class Run implements Exploration.Stage {
        final TransitionSystem system;
        final Exploration exploration;
        final Object initial;
        final ParentTree parents = new ParentTree();
        List<Waiting> next = new ArrayList<>();
        final List<Frame> path = new ArrayList<>();
        int bound;
        private final Sampler sampler;

        Run(TransitionSystem system, Exploration exploration) {
            this.system = system;
            this.exploration = exploration;
            this.initial = system.snapshot();
            Sampling s = config().sampling();
            this.sampler = s != null && s.alongside() ? new Sampler(system, initial, exploration, s, config().maxDepth()) : null;
        }

        /**
         * Called where the search is about to restore a state: draws schedules until they have made
         * {@link #SAMPLED_PER_SEARCHED} transitions for each of the search's, {@link #SAMPLED_PER_SEARCHED_LATER} once
         * they made {@link #FRONT_LOADED} (counted, not timed, so that a run is reproducible). They leave the system
         * anywhere; the restore that follows puts it back.
         */
        void sampleIfDue() {
            if (sampler == null) {
                return;
            }
            while (true) {
                long sampled = sampler.transitions();
                long searched = exploration.transitions() - sampled;
                long ratio = sampled < FRONT_LOADED ? SAMPLED_PER_SEARCHED : SAMPLED_PER_SEARCHED_LATER;
                if (searched < SEARCHED_BEFORE_SAMPLING || sampled >= ratio * searched) {
                    return;
                }
                if (!sampler.sample()) {
                    return;
                }
            }
        }

        /** Whether the search has gone on depth-first, counting no more preemptions ({@link #EXHAUSTIVE_FROM_BOUND}). */
        boolean exhaustive() {
            return bound >= EXHAUSTIVE_FROM_BOUND;
        }

        @Override
        public String progress() {
            return (exhaustive() ? "depth-first after preemption bound " + (bound - 1) : "preemption bound " + bound) + samples();
        }

        @Override
        public String coveredWhenStopped() {
            return (bound == 0 ? "while exploring schedules without preemptions"
                    : "no error with up to " + (bound - 1) + (bound == 2 ? " preemption" : " preemptions")) + samples();
        }

        private String samples() {
            return sampler == null ? "" : String.format(", %,d schedules sampled", sampler.samples());
        }

        @Override
        public int preemptionBound() {
            return bound;
        }

        @Override
        public long schedulesSampled() {
            return sampler == null ? 0 : sampler.samples();
        }
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        Run run = new Run(system, exploration);
        exploration.stage(run);
        List<Choice> initial = exploration.arrive(system, null, 0, () -> Trail.EMPTY, -1);
        if (initial.isEmpty()) {
            return;
        }
        Frame current = expand(run, run.parents.add(-1, null), 0, -1, initial);
        depthFirst(run, current);
        while (!run.next.isEmpty() && exploration.proceed(0)) {
            List<Waiting> waiting = run.next;
            run.next = new ArrayList<>();
            run.bound++;
            Cursor cursor = new Cursor();
            for (int i = 0; i < waiting.size(); i++) {
                Waiting w = waiting.get(i);
                waiting.set(i, null);
                boolean there = false;
                for (Choice choice : w.choices()) {
                    if (!exploration.proceed(w.depth())) {
                        return;
                    }
                    run.sampleIfDue();
                    if (there) {
                        cursor.restoreTop(system);
                    } else {
                        cursor.moveTo(run, w.id());
                        there = true;
                    }
                    depthFirst(run, take(run, w.id(), w.depth(), choice));
                }
            }
        }
    }

    /**
     * Steps {@code choice} from state {@code id} (the system is in it); the frame of the state reached, or null. Once the
     * search is exhaustive, the state is stored without the thread that ran last, and all its choices are free.
     */
    private Frame take(Run run, int id, int depth, Choice choice) {
        Step step = run.system.step(choice);
        int last = run.exhaustive() ? -1 : choice.thread();
        Supplier<Trail> trail = () -> {
            Trail path = run.parents.trail(run.system, run.initial, id);
            run.system.step(choice); // back in the state reached, which an all-errors search explores on from
            return path.then(choice, step);
        };
        List<Choice> successors = run.exhaustive() && pairsCover ? run.exploration.arriveAlone(run.system, step, depth + 1, trail)
                : run.exploration.arrive(run.system, step, depth + 1, trail, last);
        if (successors.isEmpty()) {
            return null;
        }
        return expand(run, run.parents.add(id, choice), depth + 1, last, successors);
    }

    /**
     * A new state (the system is in it) with its enabled choices: the preempting ones wait for the next bound, the
     * free ones make the frame returned (null if none).
     */
    private Frame expand(Run run, int id, int depth, int last, List<Choice> enabled) {
        List<Choice> preempting = Preemptions.preempting(enabled, last);
        if (!preempting.isEmpty()) {
            run.next.add(new Waiting(id, depth, preempting));
        }
        List<Choice> free = Preemptions.free(enabled, last);
        if (free.isEmpty()) {
            return null;
        }
        return new Frame(free.size() > 1 ? run.system.snapshot() : null, id, depth, free);
    }

    /** Explores depth-first over free choices from {@code start} (the system is in its state), if not null. */
    private void depthFirst(Run run, Frame start) {
        if (start == null) {
            return;
        }
        List<Frame> path = run.path;
        path.clear();
        path.add(start);
        Frame current = start;
        while (!path.isEmpty() && run.exploration.proceed(path.get(path.size() - 1).depth)) {
            Frame top = path.get(path.size() - 1);
            if (top.next == top.choices.size()) {
                path.remove(path.size() - 1);
                continue;
            }
            if (top != current) {
                run.sampleIfDue();
                run.system.restore(top.snapshot);
            }
            current = take(run, top.id, top.depth, top.choices.get(top.next++));
            if (current != null) {
                path.add(current);
            }
        }
    }
}
