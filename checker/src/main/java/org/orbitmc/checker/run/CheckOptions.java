package org.orbitmc.checker.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/**
 * The one way from a user's options to a check: the command line, the JUnit annotation and the Maven goal each set
 * what their user gave (typed, or as the words {@link OptionWords} reads) and leave the rest to the defaults here,
 * which are defined nowhere else. A bad value is an {@link IllegalArgumentException} whose message starts with the
 * option's name: {@code timeLimit: '5 minutes' is not a duration (...)}.
 */
public final class CheckOptions {
    /** The time limit of {@code @ModelCheck} and {@code orbit:check} when none is given: a test must not hang a build. */
    public static final String DEFAULT_TIME_LIMIT = "5m";

    private long maxStates = CheckConfig.NO_STATE_LIMIT;
    private int maxDepth = CheckConfig.NO_DEPTH_LIMIT;
    private Duration timeLimit;
    private SearchOrder search = SearchOrder.PB;
    private boolean sampling = true;
    private long seed;
    private Sampling.Strategy strategy;
    private Long iterations;
    private int pctDepth = Sampling.DEFAULT_DEPTH;
    private boolean shorten = true;
    private boolean allErrors;
    private boolean gc = StateMatching.defaults().gc();
    private Symmetry symmetry = StateMatching.defaults().symmetry();
    private int kbots = StateMatching.defaults().kbots();
    private boolean atomicLibraries = StateMatching.defaults().atomicLibraries();
    private boolean lockDiscipline = StateMatching.defaults().lockDiscipline();
    private boolean lockExpressions = StateMatching.defaults().lockExpressions();
    private boolean eagerStarts = StateMatching.defaults().eagerStarts();
    private boolean identitySymmetry = StateMatching.defaults().identitySymmetry();
    private StoreKind store = CheckConfig.DEFAULT_STORE;
    private boolean spuriousWakeups;
    private TracePrinter.Style trace = TracePrinter.Style.FOLDED;
    private int workers = 1;
    private boolean sleepSets;
    private boolean dpor;

    /** More workers than this is surely a mistake: each has a VM of its own. */
    private static final int MAX_WORKERS = 256;

    /** As {@code orbit check} without options: no limits. */
    public CheckOptions() {
    }

    /** As {@code @ModelCheck} and {@code orbit:check} without options: {@link #DEFAULT_TIME_LIMIT}. */
    public static CheckOptions forBuilds() {
        return new CheckOptions().timeLimit(DEFAULT_TIME_LIMIT);
    }

    public CheckOptions maxStates(long n) {
        maxStates = positive("maxStates", n, Long.MAX_VALUE);
        return this;
    }

    public CheckOptions maxDepth(long n) {
        maxDepth = (int) positive("maxDepth", n, Integer.MAX_VALUE);
        return this;
    }

    /** Null for no limit. */
    public CheckOptions timeLimit(Duration limit) {
        if (limit != null && (limit.isNegative() || limit.isZero())) {
            throw new IllegalArgumentException("timeLimit: " + limit + " is not positive");
        }
        timeLimit = limit;
        return this;
    }

    /** {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}, or {@code none} for no limit. */
    public CheckOptions timeLimit(String text) {
        return timeLimit(parse("timeLimit", () -> OptionWords.timeLimit(text)));
    }

    public CheckOptions search(SearchOrder order) {
        search = required("search", order);
        return this;
    }

    /** {@code pb}, {@code dfs} or {@code bfs}. */
    public CheckOptions search(String text) {
        return search(parse("search", () -> OptionWords.searchOrder(text)));
    }

    /** Whether POS and PCT sampling run alongside the preemption-bounded search (on by default; pb only). */
    public CheckOptions sampling(boolean on) {
        sampling = on;
        return this;
    }

    /** The seed of the sampling alongside, or of a randomized strategy. */
    public CheckOptions seed(long n) {
        seed = n;
        return this;
    }

    /**
     * Samples schedules with this strategy instead of searching: at most {@code iterations} of them (null: until the
     * time limit, or {@link Sampling#DEFAULT_ITERATIONS} without one), PCT with bug depth {@code pctDepth} (null: the
     * default).
     */
    public CheckOptions strategy(Sampling.Strategy s, Long iterations, Integer pctDepth) {
        strategy = required("strategy", s);
        this.iterations = iterations == null ? null : positive("iterations", iterations, Long.MAX_VALUE);
        this.pctDepth = pctDepth == null ? Sampling.DEFAULT_DEPTH : (int) positive("pctDepth", pctDepth, Integer.MAX_VALUE);
        return this;
    }

    /** Whether counterexamples are shortened before they are reported (on by default). */
    public CheckOptions shorten(boolean on) {
        shorten = on;
        return this;
    }

    /** Whether the search goes on past the first error, reporting each distinct error once. */
    public CheckOptions allErrors(boolean on) {
        allErrors = on;
        return this;
    }

    public CheckOptions symmetry(Symmetry s) {
        symmetry = required("symmetry", s);
        return this;
    }

    /** {@code none}, {@code heap} or {@code heap+threads}. */
    public CheckOptions symmetry(String text) {
        return symmetry(parse("symmetry", () -> OptionWords.symmetry(text)));
    }

    /** From 0; {@link StateMatching#UNBOUNDED} compares all. */
    public CheckOptions kbots(int k) {
        if (k < 0 && k != StateMatching.UNBOUNDED) {
            throw new IllegalArgumentException("kbots: " + k + " is not a kBOTS bound (a whole number from 0, or unbounded)");
        }
        kbots = k;
        return this;
    }

    /** A whole number from 0, or {@code unbounded}. */
    public CheckOptions kbots(String text) {
        return kbots(parse("kbots", () -> OptionWords.kbots(text)));
    }

    /** Whether garbage is collected before a state is stored (on unless turned off for measuring the reduction). */
    public CheckOptions gc(boolean on) {
        gc = on;
        return this;
    }

    /** Whether to interleave inside the JDK's thread-safe libraries too (off: each call into them is one step). */
    public CheckOptions interleaveLibraries(boolean on) {
        atomicLibraries = !on;
        return this;
    }

    /** Whether an access holding the lock every other thread's access to its object held is invisible (on by default). */
    public CheckOptions lockDiscipline(boolean on) {
        lockDiscipline = on;
        return this;
    }

    /**
     * Whether, with lock discipline, a field whose accesses all hold a lock named from their object keeps that name across
     * the search instead of a guard in the state (on by default).
     */
    public CheckOptions lockExpressions(boolean on) {
        lockExpressions = on;
        return this;
    }

    /**
     * Whether a depth-first search prunes with sleep sets stored with the states (off by default): fewer transitions,
     * the same states and verdicts (docs/algorithms.md, "Sleep sets").
     */
    /** Dynamic partial-order reduction ({@code --dpor}): depth-first on one worker only, without sleep sets. */
    public CheckOptions dpor(boolean on) {
        dpor = on;
        return this;
    }

    public CheckOptions sleepSets(boolean on) {
        sleepSets = on;
        return this;
    }

    /** Whether a thread's first transition is taken with the step that started it (on by default). */
    public CheckOptions eagerStarts(boolean on) {
        eagerStarts = on;
        return this;
    }

    /** Whether thread identities no code has read are left out of states, with thread symmetry (on by default). */
    public CheckOptions identitySymmetry(boolean on) {
        identitySymmetry = on;
        return this;
    }

    public CheckOptions store(StoreKind s) {
        store = required("store", s);
        return this;
    }

    /** {@code collapse}, {@code fingerprint} or {@code exact}. */
    public CheckOptions store(String text) {
        return store(parse("store", () -> OptionWords.store(text)));
    }

    /** Whether {@code wait} and {@code park} may also return for no reason (off: a verdict names the assumption). */
    public CheckOptions spuriousWakeups(boolean on) {
        spuriousWakeups = on;
        return this;
    }

    public CheckOptions trace(TracePrinter.Style style) {
        trace = required("trace", style);
        return this;
    }

    /** {@code folded}, {@code full} or {@code table}. */
    public CheckOptions trace(String text) {
        return trace(parse("trace", () -> OptionWords.trace(text)));
    }

    /** How many threads search together (parallel depth-first search: {@code search dfs}); 1 by default. */
    public CheckOptions workers(int n) {
        workers = (int) positive("workers", n, MAX_WORKERS);
        return this;
    }

    /** A whole number from 1, or {@code cores} for the host's processors. */
    public CheckOptions workers(String text) {
        return workers(parse("workers", () -> OptionWords.workers(text)));
    }

    /** @throws IllegalArgumentException when the options do not go together (several workers but not depth-first) */
    public CheckConfig config() {
        if (workers > 1 && (search != SearchOrder.DFS || strategy != null)) {
            throw new IllegalArgumentException("workers: " + workers + " workers search depth-first only: choose search dfs"
                    + (strategy != null ? " and no strategy" : ""));
        }
        if (workers > 1 && symmetry == Symmetry.NONE) {
            // Without heap symmetry states name objects by address, and two VMs place their objects differently.
            throw new IllegalArgumentException("workers: " + workers + " workers need heap symmetry (symmetry heap or heap+threads)");
        }
        if (sleepSets && (search != SearchOrder.DFS || strategy != null || workers > 1)) {
            throw new IllegalArgumentException("sleep-sets: sleep sets prune a depth-first search on one worker only:"
                    + " choose search dfs" + (strategy != null ? ", no strategy" : "") + (workers > 1 ? ", one worker" : ""));
        }
        if (dpor && (search != SearchOrder.DFS || strategy != null || workers > 1 || sleepSets)) {
            throw new IllegalArgumentException("dpor: dynamic partial-order reduction prunes a depth-first search on one"
                    + " worker only: choose search dfs" + (strategy != null ? ", no strategy" : "")
                    + (workers > 1 ? ", one worker" : "") + (sleepSets ? ", no sleep sets" : ""));
        }
        return new CheckConfig(maxStates, maxDepth, timeLimit, search, allErrors, matching(), store, samplingConfig(), shorten,
                workers, sleepSets, dpor);
    }

    public StateMatching matching() {
        return new StateMatching(gc, symmetry, kbots, atomicLibraries, lockDiscipline, eagerStarts, identitySymmetry,
                lockDiscipline && lockExpressions);
    }

    /** The randomized strategy, or the sampling alongside a preemption-bounded search, or null. */
    private Sampling samplingConfig() {
        if (strategy != null) {
            long n = iterations != null ? iterations : timeLimit != null ? Long.MAX_VALUE : Sampling.DEFAULT_ITERATIONS;
            return new Sampling(strategy, seed, n, pctDepth);
        }
        return search == SearchOrder.PB && sampling ? Sampling.alongside(seed) : null;
    }

    public boolean spuriousWakeups() {
        return spuriousWakeups;
    }

    public TracePrinter.Style trace() {
        return trace;
    }

    /**
     * The {@code orbit check} options a schedule found under these options needs to replay: those that change which
     * transitions there are (the other options change only which states are matched, not the choices of a path).
     */
    public List<String> transitionFlags() {
        List<String> flags = new ArrayList<>();
        if (!atomicLibraries) {
            flags.add("--interleave-libraries");
        }
        if (!lockDiscipline) {
            flags.add("--no-lock-discipline");
        } else if (!lockExpressions) {
            flags.add("--no-lock-expressions");
        }
        if (!eagerStarts) {
            flags.add("--no-eager-starts");
        }
        if (spuriousWakeups) {
            flags.add("--spurious-wakeups");
        }
        return flags;
    }

    private interface Parse<T> {
        T get();
    }

    private static <T> T parse(String option, Parse<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
        }
    }

    private static <T> T required(String option, T value) {
        if (value == null) {
            throw new IllegalArgumentException(option + ": a value is required");
        }
        return value;
    }

    private static long positive(String option, long n, long max) {
        if (n <= 0) {
            throw new IllegalArgumentException(option + ": " + n + " is not positive");
        }
        if (n > max) {
            throw new IllegalArgumentException(option + ": " + n + " is too large (at most " + max + ")");
        }
        return n;
    }
}
