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
 * Interpreter speed: the CPU-bound program {@code CpuBench} under {@code java -Xint}, under {@code orbit run} and
 * under {@code orbit check} (one transition, every field and array access through the checked paths), each as a
 * fresh process with the launcher's JVM options; the commands take turns, and the figures are medians. Prints
 * figures; asserts only that {@code java -Xint} and {@code orbit run} print the same checksum. Run it with
 * {@code mvn -o -B -pl checker -am test -Dtest=InterpreterBenchmark -Dorbit.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("benchmark")
class InterpreterBenchmark {
    private static final String PROGRAM = "org.orbitmc.programs.bench.CpuBench";
    private static final String SCALE = System.getProperty("orbit.bench.scale", "20");
    private static final int RUNS = Integer.getInteger("orbit.bench.runs", 5);
    /** What {@code checker/src/main/launcher/orbit} passes to the JVM. */
    private static final List<String> ORBIT_JVM = List.of("-XX:+UseParallelGC", "-XX:-DontCompileHugeMethods",
            "-XX:+UnlockDiagnosticVMOptions", "-XX:-UseSwitchProfiling", "-XX:CompileThresholdScaling=4", "-Xss16m");

    @Test
    void cpuBoundProgram() throws Exception {
        Path classes = Path.of(Class.forName(PROGRAM).getProtectionDomain().getCodeSource().getLocation().toURI());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String hostClassPath = System.getProperty("java.class.path");

        long instructions = countInstructions(classes);
        List<String> orbitCommand = new ArrayList<>(List.of(java));
        orbitCommand.addAll(ORBIT_JVM);
        orbitCommand.addAll(List.of("-cp", hostClassPath, "org.orbitmc.checker.cli.Main"));
        Map<String, List<String>> commands = new java.util.LinkedHashMap<>();
        commands.put("xint", List.of(java, "-Xint", "-cp", classes.toString(), PROGRAM, SCALE));
        commands.put("xintHello", List.of(java, "-Xint", "-cp", classes.toString(), PROGRAM, "0"));
        commands.put("orbit", concat(orbitCommand, "run", "-cp", classes.toString(), PROGRAM, SCALE));
        commands.put("orbitHello", concat(orbitCommand, "run", "-cp", classes.toString(), PROGRAM, "0"));
        commands.put("check", concat(orbitCommand, "check", "-cp", classes.toString(), PROGRAM, SCALE));
        commands.put("checkHello", concat(orbitCommand, "check", "-cp", classes.toString(), PROGRAM, "0"));
        Map<String, List<Long>> millis = new java.util.HashMap<>();
        Map<String, String> stdout = new java.util.HashMap<>();
        String loadBefore = loadAverage();
        for (int i = 0; i < RUNS; i++) {
            for (Map.Entry<String, List<String>> c : commands.entrySet()) {
                Timed t = time(c.getValue());
                millis.computeIfAbsent(c.getKey(), key -> new ArrayList<>()).add(t.millis());
                stdout.put(c.getKey(), t.stdout());
            }
        }
        if (!stdout.get("xint").equals(stdout.get("orbit"))) {
            throw new AssertionError("checksums differ: java -Xint printed " + stdout.get("xint") + ", orbit printed " + stdout.get("orbit"));
        }
        double xintWork = (median(millis.get("xint")) - median(millis.get("xintHello"))) / 1000.0;
        double orbitWork = (median(millis.get("orbit")) - median(millis.get("orbitHello"))) / 1000.0;
        double checkWork = (median(millis.get("check")) - median(millis.get("checkHello"))) / 1000.0;
        System.out.printf("CpuBench %s: %,d bytecodes executed; medians of %d alternating runs (load average %s before, %s after)%n",
                SCALE, instructions, RUNS, loadBefore, loadAverage());
        System.out.printf("  java -Xint  : %6.2f s total, %6.2f s after start-up%n", median(millis.get("xint")) / 1000.0, xintWork);
        System.out.printf("  orbit run   : %6.2f s total, %6.2f s after start-up (start-up %.2f s)%n", median(millis.get("orbit")) / 1000.0,
                orbitWork, median(millis.get("orbitHello")) / 1000.0);
        System.out.printf("  orbit check : %6.2f s total, %6.2f s after start-up (start-up %.2f s)%n", median(millis.get("check")) / 1000.0,
                checkWork, median(millis.get("checkHello")) / 1000.0);
        System.out.printf("  orbit run   : %,.0f bytecodes/s; time ratio to java -Xint (after start-up): %.2f%n", instructions / orbitWork,
                orbitWork / xintWork);
        System.out.printf("  orbit check : time ratio to java -Xint (after start-up): %.2f%n", checkWork / xintWork);
        System.out.println("  runs (ms): " + millis);
    }

    private static List<String> concat(List<String> first, String... rest) {
        List<String> all = new ArrayList<>(first);
        all.addAll(List.of(rest));
        return all;
    }

    private static double median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
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

    private static Timed time(List<String> command) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        p.getInputStream().transferTo(buffer);
        if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
            throw new AssertionError("benchmark run failed: " + command);
        }
        return new Timed((System.nanoTime() - start) / 1_000_000, buffer.toString(StandardCharsets.UTF_8).trim());
    }
}
