package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * What the steps of an explored subtree touched ({@link ObjectFootprint}s), by thread and by which other threads'
 * steps in the subtree happen before them: the summary of a state that a stateful dynamic partial-order reduction
 * checks a path against when the path reaches the state again, in place of the subtree it does not explore again
 * (Yang, Chen, Gopalakrishnan and Kirby, "Efficient stateful dynamic partial order reduction", SPIN 2008).
 *
 * <p>A step of thread t in the subtree cannot race with a step s of the path to the state when s happens before it:
 * when s is t's, when a step in the subtree of the thread that took s happens before it (that step follows s), or when
 * the latest path step of such a thread follows s. So each summarized step keeps the set of threads some of whose
 * steps in the subtree happen before it ({@link Part#before}); steps of one thread with the same set are kept together.
 *
 * <p>While its state is on the path a summary is kept by the threads' ids and the objects of that path, with the
 * indices on the path of the latest step of each thread that happens before (a vector clock, from which the set is
 * read at each state below); stored, by the threads' encoded positions in the state and the objects' names there
 * ({@link ObjectNaming}), which states matched up to heap and thread symmetry agree on ({@link #freeze}).
 * {@link #SOME_THREAD} holds steps of a thread not known, of which nothing is known to happen before.
 */
final class SubtreeSummary {
    /** The thread of steps whose thread is not known: they may be any thread's. */
    static final int SOME_THREAD = -1;
    /** At most this many parts per summary: past it, parts of one thread are merged (their sets intersected). */
    private static final int MAX_PARTS = 64;

    /**
     * Steps of {@code thread} before each of which a step in the subtree of each thread in {@code before} happens (a
     * bit per thread id or position; ids from 64 on are never in it), and what they touched.
     */
    record Part(int thread, long before, ObjectFootprint footprint) {
    }

    private record Key(int thread, long before) {
    }

    /** What the steps of one part touched, and the least vector clock among them (owned by the part). */
    private static final class Accumulated {
        ObjectFootprint footprint;
        int[] clock;

        Accumulated(ObjectFootprint footprint, int[] clock) {
            this.footprint = footprint;
            this.clock = clock;
        }
    }

    private final Map<Key, Accumulated> parts = new HashMap<>();

    /**
     * Adds a step of {@code thread} (an id, or {@link #SOME_THREAD}), for the state at {@code depth} on the path
     * (whose subtree starts with the step at index depth + 1), whose happens-before vector clock is {@code clock}.
     */
    void add(int thread, int[] clock, ObjectFootprint footprint, int depth) {
        long before = 0;
        for (int r = 0; thread != SOME_THREAD && r < clock.length && r < Long.SIZE; r++) {
            if (r != thread && clock[r] > depth) {
                before |= 1L << r;
            }
        }
        put(thread, before, clock, footprint);
    }

    private void put(int thread, long before, int[] clock, ObjectFootprint footprint) {
        Key k = new Key(thread, before);
        Accumulated a = parts.get(k);
        if (a != null) {
            a.footprint = a.footprint.union(footprint);
            if (a.clock.length > clock.length) {
                Arrays.fill(a.clock, clock.length, a.clock.length, 0);
            }
            for (int i = 0; i < a.clock.length && i < clock.length; i++) {
                a.clock[i] = Math.min(a.clock[i], clock[i]);
            }
            return;
        }
        if (parts.size() >= MAX_PARTS && thread != SOME_THREAD) {
            // Too many parts: kept as a step of some thread, of which nothing happens before.
            put(SOME_THREAD, 0, new int[0], footprint);
            return;
        }
        parts.put(k, new Accumulated(footprint, clock.clone()));
    }

    /** Adds everything the summary of the state below, at {@code depth} + 1, holds, for the state at {@code depth}. */
    void addAll(SubtreeSummary below, int depth) {
        below.parts.forEach((k, a) -> add(k.thread(), a.clock, a.footprint, depth));
    }

    /**
     * The summary stored with the state: threads by their encoded positions there ({@code position}: -1 for a thread not
     * alive there), objects by their names there ({@code naming}; null: not known, then every step is taken as global).
     * Steps of threads not alive there are left out, and so are objects not in the state: such a thread was started, and
     * such an object allocated, in the subtree, after every step of any path to the state, so no step of such a path
     * races with them (docs/algorithms.md, "Dynamic partial-order reduction").
     */
    Stored freeze(IntUnaryOperator position, ObjectNaming naming) {
        List<Part> out = new ArrayList<>(parts.size());
        for (Map.Entry<Key, Accumulated> e : parts.entrySet()) {
            Key k = e.getKey();
            int t = k.thread() == SOME_THREAD ? SOME_THREAD : position.applyAsInt(k.thread());
            if (k.thread() != SOME_THREAD && t < 0) {
                continue;
            }
            ObjectFootprint f = naming == null ? ObjectFootprint.GLOBAL : e.getValue().footprint.renamed(naming::nameOf);
            out.add(new Part(t, remap(k.before(), position), f));
        }
        out.sort((a, b) -> a.thread() != b.thread() ? Integer.compare(a.thread(), b.thread())
                : Long.compare(a.before(), b.before()));
        return new Stored(out);
    }

    private static long remap(long set, IntUnaryOperator map) {
        long out = 0;
        for (long s = set; s != 0; s &= s - 1) {
            int m = map.applyAsInt(Long.numberOfTrailingZeros(s));
            if (m >= 0 && m < Long.SIZE) {
                out |= 1L << m;
            }
        }
        return out;
    }

    /** A summary as stored with a state: threads by encoded position, objects by name there. */
    record Stored(List<Part> parts) {
        /** The same steps, of some thread not known (for a state whose summary is its cycle's, see {@code SourceSetPath}). */
        Stored anyThread() {
            if (parts.isEmpty()) {
                return this;
            }
            ObjectFootprint all = parts.get(0).footprint();
            for (Part p : parts.subList(1, parts.size())) {
                all = all.union(p.footprint());
            }
            return new Stored(List.of(new Part(SOME_THREAD, 0, all)));
        }

        /**
         * These steps in a state named as {@code naming} says (objects named there; null: every step global), threads by
         * the ids {@code thread} gives positions (-1: not known, then {@link #SOME_THREAD}, of which nothing happens
         * before).
         */
        Stored in(IntUnaryOperator thread, ObjectNaming naming) {
            List<Part> out = new ArrayList<>(parts.size());
            for (Part p : parts) {
                int t = p.thread() == SOME_THREAD ? SOME_THREAD : thread.applyAsInt(p.thread());
                ObjectFootprint f = naming == null ? ObjectFootprint.GLOBAL : p.footprint().renamed(naming::objectNamed);
                out.add(t < 0 ? new Part(SOME_THREAD, 0, f) : new Part(t, remap(p.before(), thread), f));
            }
            return new Stored(out);
        }
    }
}
