package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.orbitmc.checker.store.CollapseStore;
import org.orbitmc.checker.store.ExactStore;
import org.orbitmc.checker.store.FingerprintStore;
import org.orbitmc.checker.store.StripedExactStore;
import org.orbitmc.checker.store.StripedFingerprintStore;
import org.orbitmc.checker.store.VisitedSet;
import org.orbitmc.vm.InternalVmError;
import org.orbitmc.vm.UnsupportedFeatureException;

/**
 * Explores every state of a transition system reachable from its initial state, checking for errors after each
 * transition. A search holds only its configuration; each {@link #run} has its own bookkeeping.
 */
public abstract class Search {
    private final CheckConfig config;
    private final ProgressListener progress;
    private final LongSupplier nanoTime;
    private volatile String cancelled;

    Search(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        this.config = config;
        this.progress = progress;
        this.nanoTime = nanoTime;
    }

    /** The search {@code config} asks for, timed by the system clock. */
    public static Search of(CheckConfig config, ProgressListener progress) {
        return of(config, progress, System::nanoTime);
    }

    /** The search {@code config} asks for, timed by {@code nanoTime} (tests pass a fake clock). */
    public static Search of(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        if (config.sampling() != null && !config.sampling().alongside()) {
            return new SamplingSearch(config, progress, nanoTime);
        }
        if (config.workers() > 1 && config.search() == SearchOrder.DFS) {
            return new ParallelDepthFirstSearch(config, progress, nanoTime);
        }
        return switch (config.search()) {
            case DFS -> new DepthFirstSearch(config, progress, nanoTime);
            case BFS -> new BreadthFirstSearch(config, progress, nanoTime);
            case PB -> new PreemptionBoundedSearch(config, progress, nanoTime);
        };
    }

    /**
     * Explores {@code system} from the state it is in now, which becomes the initial state.
     *
     * @throws org.orbitmc.vm.VmFailure other than an unsupported feature or an internal error of the VM, which end the
     *     search as incomplete
     */
    public final CheckResult run(TransitionSystem system) {
        return run(system, null);
    }

    /**
     * As {@link #run(TransitionSystem)}, with {@code family} making a system for each further worker ({@link
     * CheckConfig#workers}; {@link TransitionSystemFactory#family}): each new system is in the initial state, and its
     * encodings agree with {@code system}'s. Without a family, or with one worker, the search is sequential.
     */
    public final CheckResult run(TransitionSystem system, Supplier<TransitionSystem> family) {
        Object initial = system.snapshot();
        Workers workers = new Workers(system, initial, parallel() ? family : null, config.workers());
        long start = nanoTime.getAsLong();
        try (LiveHeap heap = new LiveHeap()) {
            while (true) {
                int refinements = system.refinements();
                long all = refinements(workers);
                Exploration exploration = new Exploration(config, newStore(config.store(), workers.wanted()), heap, progress,
                        nanoTime, () -> cancelled, outdated(system, workers.wanted() > 1), start);
                system.interruptWhen(exploration::limitReached);
                try {
                    explore(workers, exploration);
                } catch (UnsupportedFeatureException | SearchInterrupted e) {
                    exploration.stop(e.getMessage());
                } catch (InternalVmError e) {
                    // Orbit's own fault, not the program's: the errors found so far stand, nothing else is proven.
                    exploration.stop("internal error: " + e.getMessage());
                }
                // A search with coarser transitions than the system now knows it needs is not proof, and its paths
                // would not replay under the finer ones: explore again (refinements only grow, and are finitely many).
                // A run stops at its first refinement (Exploration.proceed), and keeps no error found after it.
                if (refinements(workers) == all) {
                    CheckResult result = exploration.result();
                    if (config.shorten() && !result.errors().isEmpty()) {
                        result = shortened(system, initial, result);
                    }
                    if (!result.errors().isEmpty() && system.namesObjects()) {
                        result = named(system, initial, result);
                    }
                    if (system.refinements() == refinements) { // shortening re-runs paths, which may refine too
                        return result.under(system.refinementKeys()).withAssumptions(assumptions(workers.all()));
                    }
                }
                shareRefinements(workers.all());
                workers.restoreAll();
            }
        } finally {
            progress.done();
        }
    }

    /**
     * What tells a run that {@code system} refined its transitions since it started: a grown {@link
     * TransitionSystem#refinements} count; with several workers, a grown {@link TransitionSystem#refinementsRecorded}
     * count too, since a refinement that changes no transition this system took may change one another worker's took.
     */
    static BooleanSupplier outdated(TransitionSystem system, boolean parallel) {
        int refinements = system.refinements();
        if (!parallel) {
            return () -> system.refinements() != refinements;
        }
        int recorded = system.refinementsRecorded();
        return () -> system.refinements() != refinements || system.refinementsRecorded() != recorded;
    }

    /** The workers' refinements so far, as {@link #outdated} counts them. */
    private static long refinements(Workers workers) {
        long sum = 0;
        List<TransitionSystem> systems = workers.all();
        for (TransitionSystem s : systems) {
            sum += s.refinements() + (workers.wanted() > 1 ? s.refinementsRecorded() : 0);
        }
        return sum;
    }

    /** Gives every worker's system the refinements any of them made, so that all explore under the same transitions. */
    private static void shareRefinements(List<TransitionSystem> systems) {
        if (systems.size() == 1) {
            return;
        }
        Set<String> keys = new LinkedHashSet<>();
        for (TransitionSystem s : systems) {
            keys.addAll(s.allRefinementKeys());
        }
        for (TransitionSystem s : systems) {
            List<String> missing = new ArrayList<>(keys);
            missing.removeAll(s.allRefinementKeys());
            s.refine(missing);
        }
    }

    /** What the model left out on any worker's paths. */
    private static List<Assumption> assumptions(List<TransitionSystem> systems) {
        Set<Assumption> all = new LinkedHashSet<>();
        for (TransitionSystem s : systems) {
            all.addAll(s.assumptions());
        }
        return List.copyOf(all);
    }

    /**
     * Stops a running search (from another thread: the user's interrupt) as soon as it can, even inside a transition
     * that loops: it then ends as incomplete for {@code reason}, with its statistics and the errors found so far.
     */
    public void cancel(String reason) {
        cancelled = reason;
    }

    /** How long shortening one counterexample may take. */
    private static final long SHORTEN_NANOS = 5_000_000_000L;

    private CheckResult shortened(TransitionSystem system, Object initial, CheckResult result) {
        List<Counterexample> errors = new ArrayList<>();
        for (Counterexample e : result.errors()) {
            errors.add(cancelled != null ? e : new Shortener(system, initial, nanoTime, SHORTEN_NANOS).shorten(e));
        }
        return new CheckResult(result.verdict(), result.reason(), errors, result.statistics());
    }

    /**
     * The errors with their traces re-executed with objects named as people name them ({@link TransitionSystem#nameObjects}):
     * the search's own steps do not name them, which would cost a heap walk per transition. A counterexample whose
     * re-execution does not end in the same error (it always should: the system is deterministic) keeps its trace.
     */
    private CheckResult named(TransitionSystem system, Object initial, CheckResult result) {
        system.interruptWhen(() -> cancelled);
        int refinements = system.refinements();
        List<Counterexample> errors = new ArrayList<>();
        for (Counterexample e : result.errors()) {
            Counterexample shown = e;
            if (cancelled == null) {
                system.restore(initial);
                try {
                    Counterexample again = Replay.named(system, e.schedule()).error();
                    // A deadlock's description names objects too: the same kind at the end of the same schedule.
                    if (again != null && system.refinements() == refinements && (again.identity().equals(e.identity())
                            || again.kind().equals(Counterexample.DEADLOCK) && e.kind().equals(Counterexample.DEADLOCK))) {
                        shown = again;
                    }
                } catch (RuntimeException ex) {
                    // Keep the trace as the search recorded it: naming is for show, and must never cost the error.
                }
            }
            errors.add(shown);
        }
        return new CheckResult(result.verdict(), result.reason(), errors, result.statistics());
    }

    /** The clock's reading now. */
    final long now() {
        return nanoTime.getAsLong();
    }

    /** How this search was configured. */
    final CheckConfig config() {
        return config;
    }

    /**
     * The store {@code kind} names, safe for use by {@code workers} threads at once: with several, a striped one, whose
     * threads wait for each other only when their states fall in the same stripe (docs/algorithms.md, "Parallel search").
     */
    private static VisitedSet newStore(StoreKind kind, int workers) {
        if (workers == 1) {
            return switch (kind) {
                case EXACT -> new ExactStore();
                case COLLAPSE -> new CollapseStore();
                case FINGERPRINT -> new FingerprintStore();
            };
        }
        return switch (kind) {
            case EXACT -> new StripedExactStore(workers);
            case COLLAPSE -> CollapseStore.concurrent(workers);
            case FINGERPRINT -> new StripedFingerprintStore(workers);
        };
    }

    /** The worker loop: until {@link Exploration#proceed} says stop, take a state, step each choice, {@link Exploration#arrive}. */
    abstract void explore(TransitionSystem system, Exploration exploration);

    /** Whether this search uses more than one worker's system ({@link #explore(Workers, Exploration)}). */
    boolean parallel() {
        return false;
    }

    /**
     * Explores with the workers' systems (those made are in their initial states; the first one's limits are set by the
     * caller). By default the first system alone: a search that explores in parallel overrides this.
     */
    void explore(Workers workers, Exploration exploration) {
        explore(workers.all().get(0), exploration);
    }
}
