package org.orbitmc.checker.vm;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
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
import org.orbitmc.checker.store.StateVector;

/**
 * Where a search's time goes, per stored state: the transition (the program's code, without Orbit's garbage
 * collection), Orbit's garbage collection, encoding, snapshots, restores, and the rest (the store and the search's
 * bookkeeping), plus the host JVM's own GC time, peak memory and bytes per stored state. Default reductions and the
 * collapse store, depth-first. Prints a Markdown table, asserts nothing. Run it with
 * {@code mvn -o -B -pl checker -am surefire:test -Dtest=StateCostBenchmark -Dsurefire.failIfNoSpecifiedTests=false
 * -Dorbit.excludedGroups=none} ({@code -Dorbit.bench.programs=OrderedList:3;DiningPhilosophers:4} to choose,
 * {@code -Dorbit.bench.gcOnly=true} for GC after every transition and no symmetry instead of the defaults).
 */
@Tag("benchmark")
class StateCostBenchmark {
    private static final String PACKAGE = "org.orbitmc.programs.conc.";
    private static final String DEFAULT_PROGRAMS = "MessageQueue:3;OrderedList:3;DiningPhilosophers:4;BoundedBufferRing:2;LockCouplingTree:2";
    private static final Duration TIME_LIMIT = Duration.ofSeconds(Long.getLong("orbit.bench.seconds", 120));

    @Test
    void perStateCost() throws Exception {
        System.out.println("| program | N | states | transitions | time s | transition µs/state | GC µs/state | encode µs/state"
                + " | snapshot µs/state | restore µs/state | rest µs/state | host GC ms | peak MB | bytes/state |");
        System.out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (String entry : System.getProperty("orbit.bench.programs", DEFAULT_PROGRAMS).split(";")) {
            String name = entry.split(":")[0];
            Path classes = Path.of(Class.forName(PACKAGE + name).getProtectionDomain().getCodeSource().getLocation().toURI());
            for (String n : entry.split(":")[1].split(",")) {
                run(name, n, new CheckTarget(List.of(classes), Map.of(), PACKAGE + name, List.of(n), true, Map.of()));
            }
        }
    }

    private static void run(String name, String n, CheckTarget target) {
        StateMatching matching = Boolean.getBoolean("orbit.bench.gcOnly") ? new StateMatching(true, Symmetry.NONE, 0)
                : StateMatching.defaults();
        CheckConfig config = new CheckConfig(Long.MAX_VALUE, CheckConfig.NO_DEPTH_LIMIT, TIME_LIMIT, SearchOrder.DFS, false, matching,
                StoreKind.COLLAPSE);
        System.gc();
        VmTransitionSystem vmSystem = (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
        Timed system = new Timed(vmSystem);
        long hostGc = hostGcMillis();
        CheckResult r = Search.of(config, ProgressListener.NONE).run(system);
        hostGc = hostGcMillis() - hostGc;
        Statistics s = r.statistics();
        double states = Math.max(1, s.statesStored());
        double gc = vmSystem.vm().garbageCollector().collectNanos() / 1000.0;
        double total = s.elapsedMillis() * 1000.0;
        double rest = total - system.stepNanos / 1000.0 - system.encodeNanos / 1000.0 - system.snapshotNanos / 1000.0
                - system.restoreNanos / 1000.0;
        String count = String.format("%,d", s.statesStored()) + (r.reason() == null ? "" : " (" + r.verdict().label() + ")");
        System.out.printf("| %s | %s | %s | %,d | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %,d | %,d | %,.0f |%n", name, n, count,
                s.transitions(), s.elapsedMillis() / 1000.0, (system.stepNanos / 1000.0 - gc) / states, gc / states,
                system.encodeNanos / 1000.0 / states, system.snapshotNanos / 1000.0 / states, system.restoreNanos / 1000.0 / states,
                rest / states, hostGc, s.peakMemoryBytes() >> 20, s.bytesPerState());
    }

    private static long hostGcMillis() {
        long sum = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            sum += Math.max(0, b.getCollectionTime());
        }
        return sum;
    }

    /** Times each call the search makes. */
    private static final class Timed extends ForwardingTransitionSystem {
        long encodeNanos;
        long stepNanos;
        long snapshotNanos;
        long restoreNanos;

        Timed(VmTransitionSystem system) {
            super(system);
        }

        @Override
        public void encode(StateVector out) {
            long t = System.nanoTime();
            system.encode(out);
            encodeNanos += System.nanoTime() - t;
        }

        @Override
        public Step step(Choice choice) {
            long t = System.nanoTime();
            Step s = system.step(choice);
            stepNanos += System.nanoTime() - t;
            return s;
        }

        @Override
        public Object snapshot() {
            long t = System.nanoTime();
            Object s = system.snapshot();
            snapshotNanos += System.nanoTime() - t;
            return s;
        }

        @Override
        public void restore(Object state) {
            long t = System.nanoTime();
            system.restore(state);
            restoreNanos += System.nanoTime() - t;
        }
    }
}
