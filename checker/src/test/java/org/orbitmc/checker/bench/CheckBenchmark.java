package org.orbitmc.checker.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;

/**
 * {@code orbit check} (DFS, default reductions and store) on every concurrent test program: prints verdict, states,
 * transitions, states/s, time, peak memory and bytes per stored state. Run it with
 * {@code mvn -o -B -pl checker test -Dtest=CheckBenchmark -Dorbit.excludedGroups=none}.
 */
@Tag("benchmark")
class CheckBenchmark {
    private static final String PACKAGE = "org.orbitmc.programs.conc.";
    private static final long MAX_STATES = Long.getLong("orbit.bench.maxStates", 30_000);

    @Test
    void concurrentPrograms() throws Exception {
        System.out.printf("%-34s %-10s %9s %11s %9s %8s %9s %10s%n", "program", "verdict", "states", "transitions", "states/s", "time s",
                "peak MB", "bytes/st");
        for (String line : verdicts()) {
            String name = line.split("\t")[0].trim();
            // Not initialized here: some programs' initializers deadlock by design (ClinitJoinDeadlock).
            Class<?> program = Class.forName(PACKAGE + name, false, CheckBenchmark.class.getClassLoader());
            Path classes = Path.of(program.getProtectionDomain().getCodeSource().getLocation().toURI());
            CheckConfig config = new CheckConfig(MAX_STATES, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(3), SearchOrder.DFS, false);
            System.gc();
            CheckResult r = Search.of(config, ProgressListener.NONE).run(new VmTransitionSystemFactory().create(
                    new CheckTarget(List.of(classes), Map.of(), PACKAGE + name, List.of(), true, Map.of())));
            Statistics s = r.statistics();
            double seconds = s.elapsedMillis() / 1000.0;
            System.out.printf("%-34s %-10s %,9d %,11d %,9.0f %8.1f %,9d %,10.0f%n", name, r.verdict().toString().toLowerCase(), s.statesStored(),
                    s.transitions(), s.statesStored() / Math.max(seconds, 0.001), seconds, s.peakMemoryBytes() >> 20, s.bytesPerState());
        }
    }

    private static String[] verdicts() throws IOException {
        try (InputStream in = CheckBenchmark.class.getResourceAsStream("/org/orbitmc/programs/conc/verdicts.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
        }
    }
}
