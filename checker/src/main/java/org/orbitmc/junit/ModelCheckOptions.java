package org.orbitmc.junit;

import java.util.Locale;

import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.DurationText;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/** Turns the values of a {@link ModelCheck} annotation into the checker's configuration. */
final class ModelCheckOptions {
    private ModelCheckOptions() {
    }

    /** @throws IllegalArgumentException naming the first option whose value is not valid */
    static CheckConfig config(ModelCheck options) {
        CheckConfig config = CheckConfig.defaults()
                .withSearch(option("search", () -> searchOrder(options.search())))
                .withMatching(new StateMatching(!options.noGc(), option("symmetry", () -> Symmetry.parse(options.symmetry())),
                        option("kbots", () -> kbots(options.kbots()))))
                .withStore(option("store", () -> StoreKind.parse(options.store())));
        if (options.maxStates() != ModelCheck.DEFAULT) {
            config = config.withMaxStates(option("maxStates", () -> positive(options.maxStates())));
        }
        if (options.maxDepth() != ModelCheck.DEFAULT) {
            config = config.withMaxDepth((int) (long) option("maxDepth", () -> positive(options.maxDepth())));
        }
        if (!options.timeLimit().isEmpty()) {
            config = config.withTimeLimit(option("timeLimit", () -> DurationText.parse(options.timeLimit())));
        }
        return config;
    }

    private interface Parse<T> {
        T get();
    }

    private static <T> T option(String name, Parse<T> parse) {
        try {
            return parse.get();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": " + e.getMessage(), e);
        }
    }

    private static SearchOrder searchOrder(String text) {
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "dfs" -> SearchOrder.DFS;
            case "bfs" -> SearchOrder.BFS;
            default -> throw new IllegalArgumentException("'" + text + "' is not a search order (dfs or bfs)");
        };
    }

    private static int kbots(int k) {
        if (k == ModelCheck.DEFAULT) {
            return StateMatching.UNBOUNDED;
        }
        if (k < 0) {
            throw new IllegalArgumentException(k + " is not a kBOTS bound (0 or more, or -1 for unbounded)");
        }
        return k;
    }

    private static long positive(long n) {
        if (n <= 0) {
            throw new IllegalArgumentException(n + " is not positive (or -1 for no limit)");
        }
        return n;
    }
}
