package org.orbitmc.checker.run;

import java.time.Duration;
import java.util.Locale;

import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.search.DurationText;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/**
 * The words users write for option values, read in one place for the command line, the JUnit annotation and the
 * Maven goal. Each method throws {@link IllegalArgumentException} with a message that quotes the word and names the
 * accepted ones, e.g. {@code 'random' is not a search order (pb, dfs or bfs)}; callers add the option's name.
 */
public final class OptionWords {
    /** The word for no time limit. */
    public static final String NO_TIME_LIMIT = "none";
    /** The word for a kBOTS bound that compares everything threads reach. */
    public static final String UNBOUNDED = "unbounded";

    private OptionWords() {
    }

    /** {@code pb}, {@code dfs} or {@code bfs}, in any case. */
    public static SearchOrder searchOrder(String text) {
        for (SearchOrder order : SearchOrder.values()) {
            if (order.name().equalsIgnoreCase(text)) {
                return order;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a search order (pb, dfs or bfs)");
    }

    /** {@code none}, {@code heap} or {@code heap+threads}. */
    public static Symmetry symmetry(String text) {
        return Symmetry.parse(text);
    }

    /** {@code collapse}, {@code fingerprint} or {@code exact}. */
    public static StoreKind store(String text) {
        return StoreKind.parse(text);
    }

    /** {@code random}, {@code pct} or {@code pos}. */
    public static Sampling.Strategy strategy(String text) {
        return Sampling.Strategy.parse(text);
    }

    /** {@code folded}, {@code full} or {@code table}. */
    public static TracePrinter.Style trace(String text) {
        return TracePrinter.Style.of(text);
    }

    /** A whole number from 0, or {@code unbounded} ({@link StateMatching#UNBOUNDED}). */
    /** The word for as many workers as the host has processors. */
    public static final String CORES = "cores";

    /** How many workers search: a whole number from 1, or {@code cores} for the host's processors. */
    public static int workers(String text) {
        if (text.equalsIgnoreCase(CORES)) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (text.matches("\\d{1,4}") && Integer.parseInt(text) > 0) {
            return Integer.parseInt(text);
        }
        throw new IllegalArgumentException("'" + text + "' is not a number of workers (a whole number from 1, or cores)");
    }

    public static int kbots(String text) {
        if (text.equalsIgnoreCase(UNBOUNDED)) {
            return StateMatching.UNBOUNDED;
        }
        if (text.matches("\\d{1,9}")) {
            return Integer.parseInt(text);
        }
        throw new IllegalArgumentException("'" + text + "' is not a kBOTS bound (a whole number from 0, or unbounded)");
    }

    /** {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}; {@code none} (any case) is null, no limit. */
    public static Duration timeLimit(String text) {
        return text.toLowerCase(Locale.ROOT).equals(NO_TIME_LIMIT) ? null : DurationText.parse(text);
    }

    /** A positive whole number no larger than {@code max}. */
    public static long positive(String text, long max) {
        if (!text.matches("-?\\d+")) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
        if (text.startsWith("-") || text.matches("0+")) {
            throw new IllegalArgumentException("'" + text + "' is not positive");
        }
        try {
            long n = Long.parseLong(text);
            if (n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Too large for a long: too large for the option too.
        }
        throw new IllegalArgumentException("'" + text + "' is too large (at most " + max + ")");
    }
}
