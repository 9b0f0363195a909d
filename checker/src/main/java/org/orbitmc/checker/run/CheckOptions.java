package org.orbitmc.checker.run;

import java.util.Locale;

import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.DurationText;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/**
 * Builds a {@link CheckConfig} from option values as a user writes them (the JUnit annotation, the Maven goal's
 * parameters), the same words the command line takes. A bad value is an {@link IllegalArgumentException} whose
 * message starts with the option's name: {@code timeLimit: '5 minutes' is not a duration (...)}.
 */
public final class CheckOptions {
    private CheckConfig config = CheckConfig.defaults().withSearch(SearchOrder.PB).withSampling(Sampling.alongside(0))
            .withShorten(true);
    private boolean gc = StateMatching.defaults().gc();
    private Symmetry symmetry = StateMatching.defaults().symmetry();
    private int kbots = StateMatching.defaults().kbots();
    private boolean atomicLibraries = StateMatching.defaults().atomicLibraries();
    private boolean lockDiscipline = StateMatching.defaults().lockDiscipline();
    private boolean eagerStarts = StateMatching.defaults().eagerStarts();

    public CheckOptions maxStates(long n) {
        config = config.withMaxStates(positive("maxStates", n));
        return this;
    }

    public CheckOptions maxDepth(long n) {
        long depth = positive("maxDepth", n);
        if (depth > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("maxDepth: " + n + " is too large (at most " + Integer.MAX_VALUE + ")");
        }
        config = config.withMaxDepth((int) depth);
        return this;
    }

    /** {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}, or {@code none} for no limit. */
    public CheckOptions timeLimit(String text) {
        config = config.withTimeLimit(text.equalsIgnoreCase(NO_TIME_LIMIT) ? null
                : parse("timeLimit", () -> DurationText.parse(text)));
        return this;
    }

    /** The time limit of {@code @ModelCheck} and {@code orbit:check} when none is given: a test must not hang a build. */
    public static final String DEFAULT_TIME_LIMIT = "5m";
    /** The word for no time limit. */
    public static final String NO_TIME_LIMIT = "none";

    /** {@code pb}, {@code dfs} or {@code bfs}. */
    public CheckOptions search(String text) {
        SearchOrder order = parse("search", () -> switch (text.toLowerCase(Locale.ROOT)) {
            case "dfs" -> SearchOrder.DFS;
            case "bfs" -> SearchOrder.BFS;
            case "pb" -> SearchOrder.PB;
            default -> throw new IllegalArgumentException("'" + text + "' is not a search order (pb, dfs or bfs)");
        });
        // POS and PCT sampling run alongside the preemption-bounded search only.
        config = config.withSearch(order).withSampling(order == SearchOrder.PB ? Sampling.alongside(0) : null);
        return this;
    }

    /** {@code none}, {@code heap} or {@code heap+threads}. */
    public CheckOptions symmetry(String text) {
        symmetry = parse("symmetry", () -> Symmetry.parse(text));
        return this;
    }

    /** A whole number from 0, or {@code unbounded}. */
    public CheckOptions kbots(String text) {
        kbots = parse("kbots", () -> {
            if (text.equalsIgnoreCase("unbounded")) {
                return StateMatching.UNBOUNDED;
            }
            if (text.matches("\\d{1,9}")) {
                return Integer.parseInt(text);
            }
            throw new IllegalArgumentException("'" + text + "' is not a kBOTS bound (a whole number from 0, or unbounded)");
        });
        return this;
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

    /** Whether a thread's first transition is taken with the step that started it (on by default). */
    public CheckOptions eagerStarts(boolean on) {
        eagerStarts = on;
        return this;
    }

    /** {@code collapse}, {@code fingerprint} or {@code exact}. */
    public CheckOptions store(String text) {
        config = config.withStore(parse("store", () -> StoreKind.parse(text)));
        return this;
    }

    public CheckConfig config() {
        return config.withMatching(new StateMatching(gc, symmetry, kbots, atomicLibraries, lockDiscipline, eagerStarts));
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

    private static long positive(String option, long n) {
        if (n <= 0) {
            throw new IllegalArgumentException(option + ": " + n + " is not positive");
        }
        return n;
    }
}
