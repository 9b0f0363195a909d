package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;
import org.eclipse.collections.impl.map.mutable.primitive.LongObjectHashMap;
import org.eclipse.collections.impl.set.mutable.primitive.IntHashSet;

/**
 * A depth-first search with dynamic partial-order reduction and state matching: from each state it first takes one
 * thread's steps, and adds another thread only when a race on the path shows that the other order may lead elsewhere.
 * The races are found from the steps' footprints ({@link StepFootprint}), ordered by happens-before with vector
 * clocks; for each race the state before its first step gets a thread that can start the reversed order, an initial of
 * the reversal (source sets: Abdulla, Aronis, Jonsson and Sagonas, "Optimal dynamic partial order reduction", POPL
 * 2014, Algorithm 1), or every enabled thread when none of them is enabled there (Flanagan and Godefroid, POPL 2005).
 *
 * <p>A state reached again is not explored again: the steps its explored subtree took are kept as its summary
 * ({@link SubtreeSummary}) and raced against the path instead (Yang et al., SPIN 2008); a state before a step that
 * may race with the summary is expanded in full. A state reached again while it is on the path closes a cycle, and
 * every state of the cycle is expanded in full (the cycle proviso); the states inside a cycle keep their cycle's summary
 * when it is complete. docs/algorithms.md, "Dynamic partial-order reduction", argues why every deadlock and every
 * error is still found. One instance serves one run of a sequential search.
 */
final class SourceSetPath implements Exploration.Arrivals {
    /** A step on the path: its thread, what it touched, and the latest step of each thread that happens before it. */
    private record Event(int thread, StepFootprint footprint, ObjectFootprint objects, int[] clock, int predecessors) {
        /** The index of the latest step of {@code thread} that happens before this one (or is it), 0 for none. */
        int clock(int thread) {
            return thread < clock.length ? clock[thread] : 0;
        }
    }

    /** A state explored from the path: what its summary is, once its subtree is done. */
    private static final class Node {
        final int depth;
        boolean onStack = true;
        /** Its summary, when complete; null while on the path or when it is its cycle's ({@link #cycle}). */
        SubtreeSummary.Stored summary;
        /** For a state inside a cycle that was on the path when it was done: the state whose summary covers it. */
        Node cycle;

        Node(int depth) {
            this.depth = depth;
        }
    }

    /** A state on the path. */
    private static final class Frame {
        final Object snapshot;
        final List<Choice> enabled;
        /** The choices to take: those of the threads in the state's source set, in the order they were added. */
        final List<Choice> choices = new ArrayList<>();
        final IntHashSet threads = new IntHashSet();
        int next;
        boolean full;
        final Choice via;
        final Step step;
        /** The step that reached the state (null for the first). */
        final Event event;
        /** How the state names its objects and threads (null: the system cannot tell). */
        final ObjectNaming naming;
        final SubtreeSummary summary = new SubtreeSummary();
        final Node node;
        /** The lowest depth of a state on the path that the subtree reached again (Tarjan's low link). */
        int lowlink;

        Frame(TransitionSystem system, List<Choice> enabled, Choice via, Step step, Event event, int depth) {
            this.snapshot = enabled.size() > 1 ? system.snapshot() : null;
            this.enabled = enabled;
            this.via = via;
            this.step = step;
            this.event = event;
            this.naming = system.naming();
            this.node = new Node(depth);
            this.lowlink = depth;
        }

        boolean open() {
            return next < choices.size();
        }

        /** Whether {@code thread} can take a step from the state. */
        boolean enables(int thread) {
            for (Choice c : enabled) {
                if (c.thread() == thread) {
                    return true;
                }
            }
            return false;
        }

        /** Adds {@code thread}'s choices to those to take; false if it has none here. */
        boolean add(int thread) {
            if (threads.contains(thread)) {
                return true;
            }
            boolean any = false;
            for (Choice c : enabled) {
                if (c.thread() == thread) {
                    choices.add(c);
                    any = true;
                }
            }
            if (any) {
                threads.add(thread);
            }
            return any;
        }

        void addAll() {
            if (!full) {
                for (Choice c : enabled) {
                    add(c.thread());
                }
                full = true;
            }
        }

        int position(int thread) {
            return naming == null ? -1 : naming.positionOf(thread);
        }
    }

    private final List<Frame> frames = new ArrayList<>();
    /** The explored states by their stored names. */
    private final LongObjectHashMap<Node> nodes = new LongObjectHashMap<>();
    /** Equal summaries stored once. */
    private final Map<SubtreeSummary.Stored, SubtreeSummary.Stored> summaries = new HashMap<>();
    /** What the last arrival was: the stored name of its state, and whether it was new. */
    private long arrivedId = -1;
    private boolean arrivedNew;

    /** Searches depth-first from the system's current state, which it has not yet arrived at. */
    void search(TransitionSystem system, Exploration exploration) {
        arrivedId = -1;
        List<Choice> initial = exploration.arrive(system, null, 0, () -> Trail.EMPTY);
        if (initial.isEmpty()) {
            return;
        }
        Frame current = push(system, initial, null, null, null);
        while (!frames.isEmpty() && exploration.proceed(frames.size() - 1)) {
            Frame top = frames.get(frames.size() - 1);
            if (!top.open()) {
                pop();
                continue;
            }
            if (top != current) {
                system.restore(top.snapshot);
            }
            Choice choice = top.choices.get(top.next++);
            Step step = system.step(choice);
            current = null;
            StepFootprint f = system.footprint();
            Event e = event(choice.thread(), f);
            top.summary.add(choice.thread(), e.clock(), e.objects() == null ? ObjectFootprint.GLOBAL : e.objects(),
                    frames.size() - 1);
            arrivedId = -1;
            arrivedNew = false;
            List<Choice> successors = exploration.arrive(system, step, frames.size(), () -> trail().then(choice, step));
            disabled(top, choice.thread(), successors.isEmpty() ? (step.error() == null ? system.enabled() : null) : successors);
            if (!successors.isEmpty()) {
                current = push(system, successors, choice, step, e);
            } else if (arrivedId >= 0 && !arrivedNew) {
                revisit(system, e);
            }
        }
    }

    /**
     * A step of {@code thread} from {@code pre} after which another thread that could run there no longer can ({@code
     * after}: the choices then; null when not known): the step disables it (it acquired the lock the other waits for,
     * or halted the VM under a daemon), and the other's step, which may never be taken on this path, conflicts with it;
     * so the other thread is taken from {@code pre} too.
     */
    private void disabled(Frame pre, int thread, List<Choice> after) {
        if (pre.full) {
            return;
        }
        for (Choice c : pre.enabled) {
            int r = c.thread();
            if (r != thread && !pre.threads.contains(r) && (after == null || !enabledIn(after, r))) {
                pre.add(r);
            }
        }
    }

    private static boolean enabledIn(List<Choice> choices, int thread) {
        for (Choice c : choices) {
            if (c.thread() == thread) {
                return true;
            }
        }
        return false;
    }

    @Override
    public List<Choice> firstVisit(TransitionSystem system, long id, List<Choice> enabled) {
        arrivedId = id;
        arrivedNew = true;
        return enabled;
    }

    @Override
    public List<Choice> revisit(TransitionSystem system, long id) {
        arrivedId = id;
        arrivedNew = false;
        return List.of();
    }

    private Frame push(TransitionSystem system, List<Choice> enabled, Choice via, Step step, Event e) {
        Frame f = new Frame(system, enabled, via, step, e, frames.size());
        f.add(enabled.get(0).thread());
        if (arrivedId >= 0) {
            nodes.put(arrivedId, f.node);
        }
        frames.add(f);
        return f;
    }

    /** The top state's subtree is done: its summary is stored, and given to the state below. */
    private void pop() {
        int k = frames.size() - 1;
        Frame f = frames.remove(k);
        f.node.onStack = false;
        if (f.lowlink >= k) {
            SubtreeSummary.Stored s = f.summary.freeze(f::position, f.naming);
            f.node.summary = summaries.computeIfAbsent(s, x -> x);
        } else {
            f.node.cycle = frames.get(f.lowlink).node;
        }
        if (k > 0) {
            Frame below = frames.get(k - 1);
            below.summary.addAll(f.summary, k - 1);
            below.lowlink = Math.min(below.lowlink, f.lowlink);
        }
    }

    /**
     * The step just taken by {@code thread} from the top state, with footprint {@code f} (null: not known, so it conflicts
     * with every step): finds its races with the path's steps, adds a reversal for each, and returns it as an event.
     */
    private Event event(int thread, StepFootprint f) {
        int n = frames.size() - 1;
        int[] before = new int[Math.max(thread + 1, clockWidth)];
        // The clock: every earlier step the new one depends on, directly or through others.
        for (int j = n; j >= 1; j--) {
            Event ej = frames.get(j).event;
            int q = ej.thread();
            if (j > at(before, q) && (q == thread || conflict(ej, f))) {
                before = join(before, ej.clock());
            }
        }
        // The races: as above, but a conflicting step before which the new step's thread was disabled (one that enabled
        // it, such as the release of the lock it acquires) is passed over, not joined: the race is with an earlier
        // conflicting step while the thread could run (Flanagan and Godefroid's "may be co-enabled").
        int[] race = new int[before.length];
        for (int j = n; j >= 1; j--) {
            Event ej = frames.get(j).event;
            int q = ej.thread();
            if (j <= at(race, q)) {
                continue; // it happens before the new step through a later one
            }
            if (q != thread) {
                if (!conflict(ej, f) || !frames.get(j - 1).enables(thread)) {
                    continue;
                }
                reverse(j, thread, race);
            }
            race = join(race, ej.clock());
        }
        int predecessors = 0;
        for (int c : before) {
            predecessors = Math.max(predecessors, c);
        }
        before[thread] = n + 1;
        clockWidth = Math.max(clockWidth, before.length);
        return new Event(thread, f, f == null ? null : f.objects(), before, predecessors);
    }

    private int clockWidth = 1;

    private static boolean conflict(Event e, StepFootprint f) {
        return f == null || e.footprint() == null || e.footprint().conflictsWith(f);
    }

    /**
     * A race between the path's step {@code j} and a new step of {@code thread}, whose predecessors after {@code j}
     * are joined in {@code before}: makes sure the state before step {@code j} takes a thread that can start the
     * reversed order, i.e. an initial of the steps after {@code j} that do not happen after it, followed by the new one.
     */
    private void reverse(int j, int thread, int[] before) {
        Frame pre = frames.get(j - 1);
        if (pre.full) {
            return;
        }
        int q = frames.get(j).event.thread();
        int n = frames.size() - 1;
        IntArrayList initials = new IntArrayList(); // in the order found: the new step's thread first
        if (max(before) < j) {
            initials.add(thread);
        }
        for (int k = j + 1; k <= n; k++) {
            Event ek = frames.get(k).event;
            if (ek.clock(q) >= j) {
                continue; // happens after step j
            }
            if (ek.predecessors() < j && !initials.contains(ek.thread())) {
                initials.add(ek.thread());
            }
        }
        if (initials.anySatisfy(pre.threads::contains)) {
            return;
        }
        for (int i = 0; i < initials.size(); i++) {
            if (pre.add(initials.get(i))) {
                return;
            }
        }
        pre.addAll(); // no initial can run there: every thread that can (Flanagan and Godefroid's fallback)
    }

    /**
     * The step {@code e} from the top state reached a state stored before: its summary is raced against the path (every
     * state before a step that may race with it is expanded in full), or, if the state is on the path, every state of
     * the cycle is.
     */
    private void revisit(TransitionSystem system, Event e) {
        Node node = nodes.get(arrivedId);
        if (node == null) {
            return; // a state with nothing explored from it: final, deadlocked, or at the depth limit
        }
        boolean cycleSummary = false;
        while (node.summary == null && !node.onStack) {
            node = node.cycle;
            cycleSummary = true;
        }
        int n = frames.size() - 1;
        Frame top = frames.get(n);
        if (node.onStack) {
            for (int k = node.depth; k <= n; k++) {
                frames.get(k).addAll();
            }
            top.lowlink = Math.min(top.lowlink, node.depth);
            return;
        }
        SubtreeSummary.Stored stored = cycleSummary ? node.summary.anyThread() : node.summary;
        if (stored.parts().isEmpty()) {
            return;
        }
        ObjectNaming naming = system.naming();
        SubtreeSummary.Stored s = stored.in(p -> naming == null ? -1 : naming.threadAt(p), naming);
        // The latest step of each thread on the path, the new one included.
        int[] latest = new int[clockWidth];
        for (int j = n + 1; j >= 1; j--) {
            int t = (j <= n ? frames.get(j).event : e).thread();
            if (t < latest.length && latest[t] == 0) {
                latest[t] = j;
            }
        }
        for (SubtreeSummary.Part part : s.parts()) {
            int[] clock = clock(part, latest, e);
            top.summary.add(part.thread(), clock, part.footprint(), n);
            for (int j = 1; j <= n + 1; j++) {
                Frame pre = frames.get(j - 1);
                Event ej = j <= n ? frames.get(j).event : e;
                if (pre.full || part.thread() == ej.thread() || at(clock, ej.thread()) >= j) {
                    continue; // step j happens before every step of the part
                }
                if ((ej.objects() == null || part.footprint().conflictsWith(ej.objects()))
                        && !cannotRunFirst(j, part, latest, e)) {
                    pre.addAll();
                }
            }
        }
    }

    /**
     * What is known to happen before every step of {@code part}, a part of the summary of the state the path's last step
     * {@code e} reached (at index n + 1), as a vector clock over the path: its thread's latest path step, and for each
     * thread some of whose steps below the state happen before them, that thread's latest path step and a step past the
     * path (index n + 2).
     */
    private int[] clock(SubtreeSummary.Part part, int[] latest, Event e) {
        int[] clock = new int[clockWidth];
        if (part.thread() == SubtreeSummary.SOME_THREAD) {
            return clock;
        }
        int below = frames.size() + 1;
        clock = joinLatest(clock, part.thread(), latest, e);
        for (long s = part.before(); s != 0; s &= s - 1) {
            int r = Long.numberOfTrailingZeros(s);
            clock = joinLatest(clock, r, latest, e);
            if (r >= clock.length) {
                clock = Arrays.copyOf(clock, r + 1);
            }
            clock[r] = below;
        }
        return clock;
    }

    private int[] joinLatest(int[] clock, int thread, int[] latest, Event e) {
        int l = thread < latest.length ? latest[thread] : 0;
        if (l == 0) {
            return clock;
        }
        return join(clock, (l < frames.size() ? frames.get(l).event : e).clock());
    }

    /**
     * Whether no reversal of a race between path step {@code j} and steps of {@code part} can run from the state before
     * step j: their thread is disabled there, takes no path step after it, and its first step below the state reached
     * again has nothing before it there (the part has no other thread's step before it) and conflicts with no path step
     * after j that does not happen after step j. Then every step before that first one in a reversal is independent of
     * it, so none enables its thread, which stays disabled.
     */
    private boolean cannotRunFirst(int j, SubtreeSummary.Part part, int[] latest, Event e) {
        int t = part.thread();
        if (t == SubtreeSummary.SOME_THREAD || part.before() != 0 || t < latest.length && latest[t] > j) {
            return false;
        }
        Frame pre = frames.get(j - 1);
        for (Choice c : pre.enabled) {
            if (c.thread() == t) {
                return false;
            }
        }
        int q = (j < frames.size() ? frames.get(j).event : e).thread();
        int n = frames.size() - 1;
        for (int k = j + 1; k <= n + 1; k++) {
            Event ek = k <= n ? frames.get(k).event : e;
            if (ek.clock(q) < j && (ek.objects() == null || part.footprint().conflictsWith(ek.objects()))) {
                return false;
            }
        }
        return true;
    }

    private static int at(int[] clock, int thread) {
        return thread < clock.length ? clock[thread] : 0;
    }

    private static int[] join(int[] into, int[] other) {
        int[] out = into.length >= other.length ? into : Arrays.copyOf(into, other.length);
        for (int i = 0; i < other.length; i++) {
            out[i] = Math.max(out[i], other[i]);
        }
        return out;
    }

    private static int max(int[] clock) {
        int m = 0;
        for (int c : clock) {
            m = Math.max(m, c);
        }
        return m;
    }

    /** The path's steps and choices from the initial state. */
    private Trail trail() {
        List<Step> steps = new ArrayList<>(frames.size());
        List<Choice> choices = new ArrayList<>(frames.size());
        for (Frame f : frames.subList(1, frames.size())) {
            steps.add(f.step);
            choices.add(f.via);
        }
        return new Trail(steps, choices);
    }
}
