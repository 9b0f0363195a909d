package org.orbitmc.checker.vm;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.state.StateEncoder;
import org.orbitmc.checker.store.StateVector;

/**
 * The experiments of Iosif 2001 and Robby et al. 2003 re-created: each program of
 * {@code org.orbitmc.programs.conc. for several sizes, under {no reduction, GC only, heap symmetry, heap + kBOTS
 * k = 1, 2, unbounded} × {exact, collapse, fingerprint}: states, transitions, time, peak memory, bytes per stored
 * state, and the time to encode a state (canonical form included) against the time of a transition (garbage
 * collection included), each per call, and their ratio.
 * Prints a Markdown table, asserts nothing. Run it with
 * {@code mvn -o -B -pl checker test -Dtest=ReductionBenchmark -Dorbit.excludedGroups=none}
 * ({@code -Dorbit.bench.programs=MessageQueue:2,3} to choose programs and sizes, {@code -Dorbit.bench.seconds=N} to
 * limit each run).
 */
@Tag("benchmark")
class ReductionBenchmark {
    private static final String PACKAGE = "org.orbitmc.programs.conc.";
    private static final String DEFAULT_PROGRAMS =
            "MessageQueue:2,3;OrderedList:2,3;DiningPhilosophers:3,4;BoundedBufferRing:1,2;LockCouplingTree:2,3";
    private static final long MAX_STATES = Long.getLong("orbit.bench.maxStates", 500_000);
    private static final Duration TIME_LIMIT = Duration.ofSeconds(Long.getLong("orbit.bench.seconds", 120));

    private record Config(String name, StateMatching matching) {
    }

    private static final List<Config> CONFIGS = List.of(
            new Config("no reduction", new StateMatching(false, Symmetry.NONE, 0)),
            new Config("GC only", new StateMatching(true, Symmetry.NONE, 0)),
            new Config("heap symmetry", new StateMatching(true, Symmetry.HEAP, 0)),
            new Config("heap + kBOTS k=1", new StateMatching(true, Symmetry.HEAP_AND_THREADS, 1)),
            new Config("heap + kBOTS k=2", new StateMatching(true, Symmetry.HEAP_AND_THREADS, 2)),
            new Config("heap + kBOTS unbounded", new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED)));

    @Test
    void papersExperiments() throws Exception {
        System.out.println("| program | N | reduction | store | states | transitions | time s | peak MB | bytes/state"
                + " | encode µs | transition µs | ratio |");
        System.out.println("|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String entry : System.getProperty("orbit.bench.programs", DEFAULT_PROGRAMS).split(";")) {
            String name = entry.split(":")[0];
            Path classes = Path.of(Class.forName(PACKAGE + name).getProtectionDomain().getCodeSource().getLocation().toURI());
            for (String n : entry.split(":")[1].split(",")) {
                CheckTarget target = new CheckTarget(List.of(classes), Map.of(), PACKAGE + name, List.of(n), true, Map.of());
                for (Config c : CONFIGS) {
                    for (StoreKind store : StoreKind.values()) {
                        run(name, n, c, store, target);
                    }
                }
            }
        }
    }

    /**
     * What canonicalization itself costs, as Iosif 2001 measures it ("the time required to compute transitions is
     * increased by a stable factor (approximately 1.4)"): on the very same states, the canonical encoding (heap
     * symmetry and kBOTS) against the exact encoding by address, and both against the transition.
     */
    @Test
    void canonicalizationCost() throws Exception {
        System.out.println("| program | N | states | transition µs | exact encode µs | canonical encode µs"
                + " | canonicalization µs | ÷ transition | transition+encode factor |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        StateMatching canonical = new StateMatching(true, Symmetry.HEAP_AND_THREADS, StateMatching.UNBOUNDED);
        for (String entry : System.getProperty("orbit.bench.programs", DEFAULT_PROGRAMS).split(";")) {
            String name = entry.split(":")[0];
            Path classes = Path.of(Class.forName(PACKAGE + name).getProtectionDomain().getCodeSource().getLocation().toURI());
            for (String n : entry.split(":")[1].split(",")) {
                CheckTarget target = new CheckTarget(List.of(classes), Map.of(), PACKAGE + name, List.of(n), true, Map.of());
                VmTransitionSystem vmSystem = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, canonical);
                Compared system = new Compared(vmSystem);
                CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, TIME_LIMIT, SearchOrder.DFS, false,
                        canonical, StoreKind.COLLAPSE);
                CheckResult r = Search.of(config, ProgressListener.NONE).run(system);
                double step = system.stepNanos / Math.max(1.0, system.steps) / 1000;
                double exact = system.exactNanos / Math.max(1.0, system.encodes) / 1000;
                double canon = system.encodeNanos / Math.max(1.0, system.encodes) / 1000;
                System.out.printf("| %s | %s | %,d | %.1f | %.1f | %.1f | %.1f | %.2f | %.2f |%n", name, n,
                        r.statistics().statesStored(), step, exact, canon, canon - exact, (canon - exact) / step,
                        (step + canon) / (step + exact));
            }
        }
    }

    /** Times the canonical encoding, an exact encoding of the same state, and the transitions. */
    private static final class Compared extends Timed {
        private final StateEncoder exactEncoder;
        private final StateVector scratch = new StateVector();
        long exactNanos;

        Compared(VmTransitionSystem system) {
            super(system);
            this.exactEncoder = new StateEncoder(system.vm(), new StateMatching(true, Symmetry.NONE, 0));
        }

        @Override
        public void encode(StateVector out) {
            scratch.clear();
            long t = System.nanoTime();
            exactEncoder.encode(scratch);
            exactNanos += System.nanoTime() - t;
            super.encode(out);
        }
    }

    private static void run(String name, String n, Config c, StoreKind store, CheckTarget target) {
        CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, TIME_LIMIT, SearchOrder.DFS, false,
                c.matching(), store);
        System.gc();
        Timed system = new Timed(new VmTransitionSystemFactory().create(target, c.matching()));
        CheckResult r = Search.of(config, ProgressListener.NONE).run(system);
        Statistics s = r.statistics();
        String states = String.format("%,d", s.statesStored()) + (r.reason() == null ? "" : " (" + r.verdict().label() + ")");
        double encode = system.encodeNanos / Math.max(1.0, system.encodes) / 1000;
        double step = system.stepNanos / Math.max(1.0, system.steps) / 1000;
        System.out.printf("| %s | %s | %s | %s | %s | %,d | %.1f | %,d | %,.0f | %.0f | %.0f | %.1f |%n", name, n, c.name(),
                store.text(), states, s.transitions(), s.elapsedMillis() / 1000.0, s.peakMemoryBytes() >> 20, s.bytesPerState(),
                encode, step, encode / step);
    }

    /** Times encode (GC is in step) against step, per call. */
    private static class Timed extends ForwardingTransitionSystem {
        long encodeNanos;
        long encodes;
        long stepNanos;
        long steps;

        Timed(TransitionSystem system) {
            super(system);
        }

        @Override
        public void encode(StateVector out) {
            long t = System.nanoTime();
            system.encode(out);
            encodeNanos += System.nanoTime() - t;
            encodes++;
        }

        @Override
        public Step step(Choice choice) {
            long t = System.nanoTime();
            Step s = system.step(choice);
            stepNanos += System.nanoTime() - t;
            steps++;
            return s;
        }
    }
}
