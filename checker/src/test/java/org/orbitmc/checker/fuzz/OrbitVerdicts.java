package org.orbitmc.checker.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.orbitmc.checker.run.SourceCompiler;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;
import org.orbitmc.vm.UnsupportedFeatureException;

/** Checks a generated program with Orbit in-process, under each reduction setting, collecting every error kind. */
final class OrbitVerdicts {
    /** One reduction setting, named as on the command line. */
    record Setting(String name, StateMatching matching, StoreKind store, SearchOrder search, Sampling sampling,
            boolean shorten, boolean sleepSets, boolean dpor) {
        Setting(String name, StateMatching matching, StoreKind store, SearchOrder search, Sampling sampling, boolean shorten,
                boolean sleepSets) {
            this(name, matching, store, search, sampling, shorten, sleepSets, false);
        }

        Setting(String name, StateMatching matching, StoreKind store, SearchOrder search, Sampling sampling, boolean shorten) {
            this(name, matching, store, search, sampling, shorten, false);
        }

        Setting(String name, StateMatching matching, StoreKind store, SearchOrder search) {
            this(name, matching, store, search, null, false);
        }
    }

    static final List<Setting> SETTINGS = List.of(
            new Setting("defaults", StateMatching.defaults(), CheckConfig.DEFAULT_STORE, SearchOrder.PB,
                    Sampling.alongside(1), true),
            new Setting("--search dfs", StateMatching.defaults(), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--symmetry none", new StateMatching(true, Symmetry.NONE, 0, true, true), CheckConfig.DEFAULT_STORE,
                    SearchOrder.DFS),
            new Setting("--no-gc", new StateMatching(false, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED, true, true),
                    CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--interleave-libraries", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
                    false, true), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--no-lock-discipline", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
                    true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--no-lock-expressions", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
                    true, true, true, true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--no-eager-starts", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
                    true, true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--no-identity-symmetry", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED,
                    true, true, true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS),
            new Setting("--store exact", StateMatching.defaults(), StoreKind.EXACT, SearchOrder.DFS),
            new Setting("--store fingerprint", StateMatching.defaults(), StoreKind.FINGERPRINT, SearchOrder.DFS),
            new Setting("--kbots 0", new StateMatching(true, Symmetry.HEAP_AND_THREADS, 0, true, true), CheckConfig.DEFAULT_STORE,
                    SearchOrder.DFS),
            new Setting("--search bfs", StateMatching.defaults(), CheckConfig.DEFAULT_STORE, SearchOrder.BFS),
            new Setting("--search dfs --sleep-sets", StateMatching.defaults(), CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null,
                    false, true),
            new Setting("--search dfs --sleep-sets --no-lock-discipline", new StateMatching(true, Symmetry.HEAP_AND_THREADS,
                    StateMatching.UNBOUNDED, true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null, false, true),
            new Setting("--search dfs --sleep-sets --symmetry none", new StateMatching(true, Symmetry.NONE, 0, true, true),
                    CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null, false, true),
            new Setting("--search dfs --dpor", StateMatching.defaults(), CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null,
                    false, false, true),
            new Setting("--search dfs --dpor --no-lock-discipline", new StateMatching(true, Symmetry.HEAP_AND_THREADS,
                    StateMatching.UNBOUNDED, true, false), CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null, false, false, true),
            new Setting("--search dfs --dpor --symmetry none", new StateMatching(true, Symmetry.NONE, 0, true, true),
                    CheckConfig.DEFAULT_STORE, SearchOrder.DFS, null, false, false, true));

    /**
     * What one check found.
     *
     * @param kinds      the error kinds found: {@code deadlock} or the simple name of an uncaught exception's class
     * @param incomplete why the search did not finish (a limit, an unsupported feature), or null
     * @param crash      an internal error of Orbit, or null
     */
    record Outcome(Set<String> kinds, String incomplete, String crash) {
        @Override
        public String toString() {
            return crash != null ? "internal error: " + crash : incomplete != null ? kinds + " incomplete: " + incomplete
                    : kinds.toString();
        }
    }

    private final long maxStates;
    private final Duration timeLimit;

    OrbitVerdicts(long maxStates, Duration timeLimit) {
        this.maxStates = maxStates;
        this.timeLimit = timeLimit;
    }

    /** Compiles Java source in memory (through a file, as {@code orbit check File.java} does). */
    static SourceCompiler.Compiled compile(String source) {
        try {
            Path dir = Files.createTempDirectory("orbit-fuzz");
            try {
                Path file = dir.resolve(JavaPrinter.CLASS + ".java");
                Files.writeString(file, source);
                return SourceCompiler.compile(file, List.of());
            } finally {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    Outcome check(SourceCompiler.Compiled program, Setting setting) {
        CheckConfig config = new CheckConfig(maxStates, CheckConfig.NO_DEPTH_LIMIT, timeLimit, setting.search(), true,
                setting.matching(), setting.store(), setting.sampling(), setting.shorten()).withSleepSets(setting.sleepSets())
                .withDpor(setting.dpor());
        CheckTarget target = new CheckTarget(List.of(), program.classes(), program.mainClass(), List.of(), true, Map.of());
        CheckResult r;
        try {
            r = Search.of(config, ProgressListener.NONE).run(new VmTransitionSystemFactory().create(target, setting.matching()));
        } catch (UnsupportedFeatureException e) {
            return new Outcome(Set.of(), "unsupported: " + e.getMessage(), null);
        } catch (RuntimeException | StackOverflowError e) {
            StringBuilder where = new StringBuilder(e.toString());
            StackTraceElement[] stack = e.getStackTrace();
            for (int i = 0; i < Math.min(4, stack.length); i++) {
                where.append(i == 0 ? " at " : " < ").append(stack[i]);
            }
            return new Outcome(Set.of(), null, where.toString());
        }
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(kindOf(e));
        }
        return new Outcome(kinds, r.reason(), null);
    }

    /** {@code deadlock}, or the simple class name of the uncaught exception ({@code java.lang.AssertionError: ...}). */
    static String kindOf(Counterexample e) {
        if (Counterexample.DEADLOCK.equals(e.kind())) {
            return ReferenceExplorer.DEADLOCK;
        }
        String m = e.message() == null ? "" : e.message();
        int colon = m.indexOf(':');
        String type = (colon < 0 ? m : m.substring(0, colon)).strip();
        int space = type.lastIndexOf(' ');
        type = space < 0 ? type : type.substring(space + 1);
        String simple = type.substring(type.lastIndexOf('.') + 1);
        // assert failures come as kind "assertion", other exceptions as "uncaught-exception": both are named by class
        return simple;
    }
}
