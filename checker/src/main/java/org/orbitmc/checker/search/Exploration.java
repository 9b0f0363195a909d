package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.orbitmc.checker.store.StateVector;
import org.orbitmc.checker.store.VisitedSet;

/**
 * What one run of a search keeps besides its worker loop: the visited set, the counters, the errors found, the
 * limits and progress reports. The loops call {@link #proceed} before each transition and {@link #arrive} after
 * it; both loop orders thereby check the same properties in the same way.
 */
final class Exploration {
    private static final long PROGRESS_INTERVAL_NANOS = 2_000_000_000L;
    private static final int MEMORY_SAMPLE_INTERVAL = 256;
    /** A search that ran this long ends with a full collection, for its live heap ({@link LiveHeap#collectNow}). */
    private static final long FINAL_COLLECTION_AFTER_NANOS = 2_000_000_000L;

    private final CheckConfig config;
    /** What every worker of the search shares: the visited set, the errors, why it stopped. */
    private final Shared shared;
    private final VisitedSet visited;
    private final StateVector encoding = new StateVector();
    private final ProgressListener progress;
    private final LongSupplier nanoTime;
    private final long start;
    /** Whether this worker reports progress (the first one). */
    private final boolean reports;
    private long transitions;
    private int maxDepth;
    private int ticks;

    /**
     * What the workers of a search share ({@link #worker}). One worker (the only one, in a sequential search) uses it
     * without contention; what several change is guarded by this object, or volatile where it is read at every transition.
     */
    private static final class Shared {
        final VisitedSet visited;
        final Map<String, Counterexample> errors = new LinkedHashMap<>();
        final List<Exploration> workers = new ArrayList<>();
        final MemoryGuard memory = new MemoryGuard(MemoryGuard.HOST);
        long nextProgress;
        long statesAtLastProgress;
        long lastProgress;
        /** The heap in use after collections, from the search's start (its peak is the reported one). */
        final LiveHeap heap;
        /** No more transitions: the first error was found, or a limit stopped the search (then {@link #stopReason} says which). */
        volatile boolean stopped;
        String stopReason;
        /** Some state at the depth limit had successors that were not explored. */
        volatile boolean depthLimited;
        /** What the search is doing, for progress and for why it is incomplete ({@link #stage}); null if nothing to say. */
        Stage stage;
        /** The figures of the last stage replaced (see {@link #stage}). */
        int lastBound = -1;
        long lastSamples;

        Shared(VisitedSet visited, LiveHeap heap) {
            this.visited = visited;
            this.heap = heap;
        }
    }

    /**
     * The part of the space a search has covered so far: a preemption-bounded search's current bound, a sampler's
     * schedule count. Progress shows {@link #progress}; a search stopped by a limit says {@link #coveredWhenStopped}.
     */
    interface Stage {
        String progress();

        /** What was explored in full before the search stopped, or null when nothing is worth saying. */
        String coveredWhenStopped();

        /** The preemption bound being explored, or -1 when preemptions are not bounded. */
        default int preemptionBound() {
            return -1;
        }

        /** Schedules drawn at random so far. */
        default long schedulesSampled() {
            return 0;
        }
    }

    /** The key component's tag: no heap object's type has a negative id. */
    private static final int LAST_THREAD_TAG = -1;

    private final Supplier<String> cancelled;
    /** True once the system needs a finer visibility than this run explores with: the run is abandoned. */
    private final BooleanSupplier outdated;

    /**
     * A run that ends early (without error, not incomplete) once {@code outdated} says the system refined its
     * visibility, and whose limits count from {@code start}: the first run of the search it belongs to. {@code heap}
     * watches the collections from the search's start.
     */
    Exploration(CheckConfig config, VisitedSet visited, LiveHeap heap, ProgressListener progress, LongSupplier nanoTime,
            Supplier<String> cancelled, BooleanSupplier outdated, long start) {
        this(config, new Shared(visited, heap), progress, nanoTime, cancelled, outdated, start, true);
        shared.lastProgress = start;
        shared.nextProgress = start + PROGRESS_INTERVAL_NANOS;
    }

    private Exploration(CheckConfig config, Shared shared, ProgressListener progress, LongSupplier nanoTime,
            Supplier<String> cancelled, BooleanSupplier outdated, long start, boolean reports) {
        this.cancelled = cancelled;
        this.outdated = outdated;
        this.config = config;
        this.shared = shared;
        this.visited = shared.visited;
        this.progress = progress;
        this.nanoTime = nanoTime;
        this.start = start;
        this.reports = reports;
        synchronized (shared) {
            shared.workers.add(this);
        }
    }

    /**
     * Another worker of the same run, for a search that explores from several threads at once (each worker's
     * loop on its own thread): it shares the visited set (which must be safe for concurrent use), the errors and the
     * limits, and counts its own transitions, which the result adds up. {@code outdated} is the worker's own system's.
     */
    Exploration worker(BooleanSupplier outdated) {
        return new Exploration(config, shared, progress, nanoTime, cancelled, outdated, start, false);
    }

    /**
     * Why the search must stop now (the user's interrupt, the time limit, the memory limit), or null; asked during
     * long transitions too ({@link TransitionSystem#interruptWhen}).
     */
    String limitReached() {
        String cancel = cancelled.get();
        if (cancel != null) {
            return cancel;
        }
        if (config.timeLimit() != null && nanoTime.getAsLong() - start >= config.timeLimit().toNanos()) {
            return "time limit " + DurationText.format(config.timeLimit()) + " reached";
        }
        synchronized (shared) {
            return shared.memory.check();
        }
    }

    /** Called before each transition; false when the search must stop. {@code depth} is for progress reports. */
    boolean proceed(int depth) {
        if (shared.stopped) {
            return false;
        }
        if (outdated.getAsBoolean()) {
            // Explored with visibility the system now knows to be too coarse: not proof, and not worth finishing.
            shared.stopped = true;
            return false;
        }
        long now = nanoTime.getAsLong();
        String cancel = cancelled.get();
        if (cancel != null) {
            stop(cancel);
            return false;
        }
        if (config.timeLimit() != null && now - start >= config.timeLimit().toNanos()) {
            stop("time limit " + DurationText.format(config.timeLimit()) + " reached");
            return false;
        }
        if (++ticks % MEMORY_SAMPLE_INTERVAL == 0) {
            String lowMemory;
            synchronized (shared) {
                lowMemory = shared.memory.check();
            }
            if (lowMemory != null) {
                stop(lowMemory);
                return false;
            }
        }
        if (reports && now - shared.nextProgress >= 0) {
            reportProgress(now, depth);
        }
        return true;
    }

    /**
     * Examines the state the system is in, reached by {@code step} (null for the initial state) at {@code depth},
     * and returns the choices to explore from it: none for a revisit, a final state, the depth limit or (unless all
     * errors are asked for) an error.
     * {@code trail} gives the path here; it is asked for only when an error is new, and leaves the system in the
     * state reached (breadth-first search re-executes the path, then the step).
     */
    List<Choice> arrive(TransitionSystem system, Step step, int depth, Supplier<Trail> trail) {
        return arrive(system, step, depth, trail, -1);
    }

    /**
     * As {@link #arrive(TransitionSystem, Step, int, Supplier)}, storing the state together with {@code last}, the
     * thread that ran {@code step} (-1: none), when that matters: when it can still run and so can another thread,
     * which thread ran last decides which continuations are preemptions. The thread is stored as its encoded position,
     * so that states equal under thread symmetry with the corresponding thread last are stored once.
     */
    List<Choice> arrive(TransitionSystem system, Step step, int depth, Supplier<Trail> trail, int last) {
        return arrive(system, step, depth, trail, last, false);
    }

    /**
     * As {@link #arrive(TransitionSystem, Step, int, Supplier, int)} with no thread last, for a search that explores
     * every stored pair in full before it ends (the preemption-bounded search past its last counted bound: a pair's
     * free choices were taken when it was stored, its preempting ones wait for the next bound): a state stored
     * together with any thread as last is then not new either (docs/algorithms.md, "Depth-first past bound 2").
     */
    List<Choice> arriveAlone(TransitionSystem system, Step step, int depth, Supplier<Trail> trail) {
        return arrive(system, step, depth, trail, -1, true);
    }

    private List<Choice> arrive(TransitionSystem system, Step step, int depth, Supplier<Trail> trail, int last,
            boolean pairsCover) {
        if (step != null) {
            transitions++;
        }
        maxDepth = Math.max(maxDepth, depth);
        if (step != null && step.error() != null) {
            ProgramError e = step.error();
            if (isNew(e.kind(), e.message())) {
                report(trail, t -> Counterexample.of(e, t.steps(), t.choices()));
            }
            if (!config.allErrors()) {
                return List.of();
            }
            // An error ends only the thread that failed: the others go on, and may fail in their own ways.
        }
        encoding.clear();
        system.encode(encoding);
        List<Choice> enabled = null;
        if (last >= 0) {
            enabled = system.enabled();
            if (Preemptions.preemptible(enabled, last)) {
                encoding.begin(StateVector.HEAP, LAST_THREAD_TAG);
                encoding.add(system.encodedPosition(last));
                encoding.end();
            }
        }
        if (pairsCover) {
            enabled = system.enabled();
            if (storedWithALastThread(system, enabled)) {
                return List.of();
            }
        }
        Arrivals sleeping = sleeps;
        if (sleeping != null ? !visited.addIdentified(encoding) : !visited.add(encoding)) {
            if (sleeping == null) {
                return List.of();
            }
            List<Choice> woken = sleeping.revisit(system, visited.lastId());
            if (!woken.isEmpty() && depth >= config.maxDepth()) {
                shared.depthLimited = true;
                return List.of();
            }
            return woken;
        }
        if (visited.size() > config.maxStates()) {
            stop("state limit " + config.maxStates() + " reached");
            return List.of();
        }
        if (enabled == null) {
            enabled = system.enabled(); // kept in a frame: the system hands over a list of its own
        }
        if (enabled.isEmpty()) {
            if (!system.isFinished()) {
                List<String> blocked = system.deadlockDescription(); // before the trail, which may move the system
                String message = String.join("\n", blocked);
                if (isNew(Counterexample.DEADLOCK, message)) {
                    report(trail, t -> Counterexample.deadlock(blocked, t.steps(), t.choices()));
                }
            }
            return List.of();
        }
        if (depth >= config.maxDepth()) {
            shared.depthLimited = true;
            return List.of();
        }
        return sleeping != null ? sleeping.firstVisit(system, visited.lastId(), enabled) : enabled;
    }

    /** What a depth-first search that prunes by partial order keeps with the stored states, or null ({@link #arrivals}). */
    private Arrivals sleeps;

    /**
     * What a partial-order reduction keeps with each stored state, named by the store ({@link VisitedSet#lastId}): it
     * decides which choices a state's first visit explores and which a later visit adds.
     */
    interface Arrivals {
        /** A state stored just now, named {@code id}, with its enabled choices: returns those to take. */
        List<Choice> firstVisit(TransitionSystem system, long id, List<Choice> enabled);

        /** A state stored before, named {@code id}: returns the choices to take from it now (usually none). */
        List<Choice> revisit(TransitionSystem system, long id);
    }

    /**
     * Makes {@link #arrive(TransitionSystem, Step, int, Supplier)} store states with names and ask {@code sleeps} what to
     * explore from each ({@link SleepSets}, {@link SourceSetPath}); for a sequential depth-first search, whose path tells
     * it what each arrival is reached with.
     */
    void arrivals(Arrivals sleeps) {
        this.sleeps = sleeps;
    }

    /**
     * Whether the state just encoded was stored together with one of its threads as the one that ran last (as
     * {@link #arrive(TransitionSystem, Step, int, Supplier, int)} stores it when that thread and another could run).
     */
    private boolean storedWithALastThread(TransitionSystem system, List<Choice> enabled) {
        if (lastPositions.length < enabled.size()) {
            lastPositions = new int[enabled.size()];
        }
        int n = 0;
        int checked = -1;
        for (Choice c : enabled) {
            int t = c.thread();
            if (t == checked || !Preemptions.preemptible(enabled, t)) {
                continue;
            }
            checked = t;
            lastPositions[n++] = system.encodedPosition(t);
        }
        return visited.containsWithOneOf(encoding, LAST_THREAD_TAG, lastPositions, n);
    }

    /** The encoded positions of the threads {@link #storedWithALastThread} asks about, reused. */
    private int[] lastPositions = new int[8];

    /** A transition a sampler took (no visited set): counted, and an error it ends in recorded if new. */
    void sampled(Step step, int depth, Supplier<Trail> trail) {
        transitions++;
        maxDepth = Math.max(maxDepth, depth);
        ProgramError e = step.error();
        if (e != null && isNew(e.kind(), e.message())) {
            report(trail, t -> Counterexample.of(e, t.steps(), t.choices()));
        }
    }

    /** A sampled schedule ended with nothing enabled: a deadlock unless the program has finished. */
    void sampleEnded(TransitionSystem system, Supplier<Trail> trail) {
        if (!system.isFinished()) {
            List<String> blocked = system.deadlockDescription();
            String message = String.join("\n", blocked);
            if (isNew(Counterexample.DEADLOCK, message)) {
                report(trail, t -> Counterexample.deadlock(blocked, t.steps(), t.choices()));
            }
        }
    }

    /** Transitions executed so far (sampled ones included). */
    long transitions() {
        return transitions;
    }

    /** Whether an error was found. */
    boolean foundErrors() {
        synchronized (shared) {
            return !shared.errors.isEmpty();
        }
    }

    /** Whether the search stops: an error found (unless all are asked for), a limit reached, an outdated run. */
    boolean stopped() {
        return shared.stopped;
    }

    /** Stops the search early for a reason that makes it incomplete (a limit, an unsupported feature); the first reason stays. */
    void stop(String reason) {
        synchronized (shared) {
            if (shared.stopReason == null) {
                shared.stopReason = reason;
            }
            shared.stopped = true;
        }
    }

    /** What the search is doing now; see {@link Stage}. The figures of the stage it replaces are kept for the result. */
    void stage(Stage now) {
        Shared s = shared;
        if (s.stage != null) {
            s.lastBound = s.stage.preemptionBound();
            s.lastSamples = s.stage.schedulesSampled();
        }
        s.stage = now;
    }

    /** The run's result: every worker's transitions, the errors all found. Called once the workers are done. */
    CheckResult result() {
        long elapsed = nanoTime.getAsLong() - start;
        if (elapsed >= FINAL_COLLECTION_AFTER_NANOS) {
            shared.heap.collectNow();
        }
        long size = visited.size();
        long transitions = 0;
        int maxDepth = 0;
        int workers;
        Shared s = shared;
        synchronized (s) {
            workers = s.workers.size();
            for (Exploration w : s.workers) {
                transitions += w.transitions;
                maxDepth = Math.max(maxDepth, w.maxDepth);
            }
        }
        Stage stage = s.stage;
        Statistics statistics = new Statistics(size, 1 + transitions, transitions, maxDepth,
                elapsed / 1_000_000, s.heap.peak(),
                size == 0 ? 0 : (double) visited.bytesUsed() / size, config.store().text(), visited.omissionProbability(),
                stage != null ? stage.preemptionBound() : s.lastBound, stage != null ? stage.schedulesSampled() : s.lastSamples,
                workers);
        String stopReason = s.stopReason;
        String incomplete = stopReason != null ? stopReason
                : s.depthLimited ? "depth limit " + config.maxDepth() + " reached" : null;
        String covered = stage == null ? null : stage.coveredWhenStopped();
        if (stopReason != null && covered != null) {
            incomplete = incomplete + " (" + covered + ")";
        }
        Map<String, Counterexample> errors = s.errors;
        if (!errors.isEmpty()) {
            // Without --all-errors the search stops at the first error by design; that is not worth a reason.
            return new CheckResult(Verdict.ERRORS, config.allErrors() ? incomplete : null, List.copyOf(errors.values()),
                    statistics);
        }
        return new CheckResult(incomplete == null ? Verdict.NO_ERRORS : Verdict.INCOMPLETE, incomplete, List.of(),
                statistics);
    }

    private boolean isNew(String kind, String message) {
        synchronized (shared) {
            return !shared.errors.containsKey(Counterexample.identity(kind, message));
        }
    }

    /**
     * Records a new error with the path to it, unless the last transition refined the system: the error is then
     * dropped and the path not asked for (searches that re-execute it, preemption-bounded and breadth-first, would
     * re-execute it under the finer transitions, where it does not apply); the run stops and starts again anyway
     * (Search.run), finding the error again under them.
     */
    private void report(Supplier<Trail> trail, Function<Trail, Counterexample> error) {
        if (outdated.getAsBoolean()) {
            shared.stopped = true;
            return;
        }
        Counterexample found = error.apply(trail.get());
        synchronized (shared) {
            // Another worker may have found an error meanwhile: the first one stays.
            if (!config.allErrors() && !shared.errors.isEmpty() || shared.errors.containsKey(found.identity())) {
                return;
            }
            shared.errors.put(found.identity(), found);
            if (!config.allErrors()) {
                shared.stopped = true;
            }
        }
    }

    private void reportProgress(long now, int depth) {
        Shared s = shared;
        long states = visited.size();
        double seconds = (now - s.lastProgress) / 1e9;
        Stage stage = s.stage;
        progress.progress(new ProgressListener.Progress(states, Math.round((states - s.statesAtLastProgress) / seconds),
                depth, usedMemory(), stage == null ? null : stage.progress()));
        s.statesAtLastProgress = states;
        s.lastProgress = now;
        s.nextProgress = now + PROGRESS_INTERVAL_NANOS;
    }

    private static long usedMemory() {
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }
}
