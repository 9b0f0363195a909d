package org.orbitmc.checker.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.run.RunRequest;

/**
 * Interpreter speed: the CPU-bound program {@code CpuBench} under {@code java -Xint} and under
 * {@code orbit run}, both as fresh processes, best of several runs. Prints figures; asserts only that
 * both runs print the same checksum. Run it with
 * {@code mvn -o -B -pl checker test -Dtest=InterpreterBenchmark -Dorbit.excludedGroups=none}.
 */
@Tag("benchmark")
class InterpreterBenchmark {
    private static final String PROGRAM = "org.orbitmc.programs.bench.CpuBench";
    private static final String SCALE = System.getProperty("orbit.bench.scale", "20");
    private static final int RUNS = Integer.getInteger("orbit.bench.runs", 3);

    @Test
    void cpuBoundProgram() throws Exception {
        Path classes = Path.of(Class.forName(PROGRAM).getProtectionDomain().getCodeSource().getLocation().toURI());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String hostClassPath = System.getProperty("java.class.path");

        long instructions = countInstructions(classes);
        Timed xint = best(List.of(java, "-Xint", "-cp", classes.toString(), PROGRAM, SCALE));
        Timed orbit = best(List.of(java, "-XX:+UseParallelGC", "-XX:-DontCompileHugeMethods", "-Xss16m", "-cp", hostClassPath,
                "org.orbitmc.checker.cli.Main", "run", "-cp", classes.toString(), PROGRAM, SCALE));
        Timed orbitHello = best(List.of(java, "-XX:+UseParallelGC", "-XX:-DontCompileHugeMethods", "-Xss16m", "-cp", hostClassPath,
                "org.orbitmc.checker.cli.Main", "run", "-cp", classes.toString(), PROGRAM, "0"));
        Timed xintHello = best(List.of(java, "-Xint", "-cp", classes.toString(), PROGRAM, "0"));
        if (!xint.stdout().equals(orbit.stdout())) {
            throw new AssertionError("checksums differ: java -Xint printed " + xint.stdout() + ", orbit printed " + orbit.stdout());
        }
        double orbitWork = (orbit.millis() - orbitHello.millis()) / 1000.0;
        double xintWork = (xint.millis() - xintHello.millis()) / 1000.0;
        System.out.printf("CpuBench %s: %,d bytecodes executed (load average %s)%n", SCALE, instructions, loadAverage());
        System.out.printf("  java -Xint : %6.2f s total, %6.2f s after start-up%n", xint.millis() / 1000.0, xintWork);
        System.out.printf("  orbit run  : %6.2f s total, %6.2f s after start-up (start-up %.2f s)%n", orbit.millis() / 1000.0, orbitWork,
                orbitHello.millis() / 1000.0);
        System.out.printf("  orbit      : %,.0f bytecodes/s; time ratio to java -Xint (after start-up): %.2f%n", instructions / orbitWork,
                orbitWork / xintWork);
    }

    private static String loadAverage() {
        return String.format("%.1f", java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /** Executed instructions of one in-process run with counting switched on. */
    private static long countInstructions(Path classes) {
        if (!Boolean.getBoolean("orbit.countInstructions")) {
            System.setProperty("orbit.countInstructions", "true");
        }
        long[] counted = new long[1];
        OutputStream sink = OutputStream.nullOutputStream();
        RunRequest request = new RunRequest(List.of(classes), Map.of(), PROGRAM, List.of(SCALE), true, sink, sink,
                java.io.InputStream.nullInputStream(), Map.of());
        ProgramRunner.run(request, vm -> {
            long[] executed = vm.executedInstructions();
            for (int op = 0; op < executed.length; op++) {
                counted[0] += executed[op] * org.orbitmc.vm.code.Op.jvmInstructions(op);
            }
        });
        return counted[0];
    }

    record Timed(long millis, String stdout) {
    }

    private static Timed best(List<String> command) throws IOException, InterruptedException {
        long best = Long.MAX_VALUE;
        String out = null;
        for (int i = 0; i < RUNS; i++) {
            List<String> cmd = new ArrayList<>(command);
            long start = System.nanoTime();
            Process p = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            p.getInputStream().transferTo(buffer);
            if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
                throw new AssertionError("benchmark run failed: " + cmd);
            }
            best = Math.min(best, (System.nanoTime() - start) / 1_000_000);
            out = buffer.toString(StandardCharsets.UTF_8).trim();
        }
        return new Timed(best, out);
    }
}
