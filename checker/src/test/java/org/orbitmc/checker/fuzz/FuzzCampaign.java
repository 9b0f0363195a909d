package org.orbitmc.checker.fuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.orbitmc.checker.fuzz.Differential.Finding;
import org.orbitmc.checker.fuzz.Differential.Report;
import org.orbitmc.checker.fuzz.Generator.Feature;
import org.orbitmc.checker.fuzz.Ir.Program;
import org.orbitmc.checker.fuzz.OrbitVerdicts.Outcome;
import org.orbitmc.checker.fuzz.OrbitVerdicts.Setting;

/**
 * A fuzzing campaign from the command line (docs/benchmarks.md): generates programs from consecutive seeds, compares
 * Orbit under every reduction setting with the reference explorer, minimizes each disagreement and writes it as a
 * Java file.
 *
 * <pre>
 * mvn -o -q -pl checker -am test-compile exec:java -Dexec.mainClass=org.orbitmc.checker.fuzz.FuzzCampaign \
 *     -Dexec.classpathScope=test -Dexec.args='--seed 1 --count 1000 --out target/fuzz'
 * </pre>
 *
 * Options: {@code --seed S} (first seed, default 1), {@code --count N} (default 100), {@code --out DIR} (reproducers,
 * default {@code fuzz-findings}), {@code --without f1,f2} (features off, e.g. {@code daemon,class-init}),
 * {@code --max-threads N}, {@code --max-stmts N}, {@code --max-states N} (each check's state budget, default 200,000),
 * {@code --no-minimize}, {@code --quiet}, {@code --emit DIR} (only
 * write the programs and the reference's error kinds, to run them on a JVM).
 */
public final class FuzzCampaign {
    private FuzzCampaign() {
    }

    public static void main(String[] args) throws IOException {
        long seed = 1;
        int count = 100;
        Path out = Path.of("fuzz-findings");
        EnumSet<Feature> off = EnumSet.noneOf(Feature.class);
        int maxThreads = 2;
        int maxStmts = 4;
        boolean minimize = true;
        boolean quiet = false;
        Path emit = null;
        long maxStates = 200_000;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
            case "--seed" -> seed = Long.parseLong(args[++i]);
            case "--count" -> count = Integer.parseInt(args[++i]);
            case "--out" -> out = Path.of(args[++i]);
            case "--without" -> {
                for (String f : args[++i].split(",")) {
                    if (!f.isBlank()) {
                        off.add(Feature.parse(f.strip()));
                    }
                }
            }
            case "--max-threads" -> maxThreads = Integer.parseInt(args[++i]);
            case "--max-stmts" -> maxStmts = Integer.parseInt(args[++i]);
            case "--max-states" -> maxStates = Long.parseLong(args[++i]);
            case "--no-minimize" -> minimize = false;
            case "--quiet" -> quiet = true;
            case "--emit" -> emit = Path.of(args[++i]);
            default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Generator.Config config = new Generator.Config(EnumSet.complementOf(off), maxThreads, maxStmts);
        if (emit != null) {
            emit(config, seed, count, emit);
            return;
        }
        Summary s = run(config, seed, count, out, minimize, maxStates, quiet ? null : System.out);
        System.out.println(s);
    }

    /**
     * Writes each program as {@code DIR/seed-S/Fz.java} and the error kinds the reference reaches as
     * {@code DIR/seed-S/kinds} (one per line), without Orbit: to run them on a JVM and compare.
     */
    static void emit(Generator.Config config, long firstSeed, int count, Path dir) throws IOException {
        for (int i = 0; i < count; i++) {
            Program p = Generator.generate(config, firstSeed + i);
            Path d = dir.resolve("seed-" + (firstSeed + i));
            Files.createDirectories(d);
            Files.writeString(d.resolve(JavaPrinter.CLASS + ".java"), JavaPrinter.print(p));
            ReferenceExplorer.Result r = ReferenceExplorer.explore(p, 2_000_000);
            Files.writeString(d.resolve("kinds"), r.complete() ? String.join("\n", r.kinds()) + "\n" : "incomplete\n");
        }
    }

    /** What a campaign did. */
    record Summary(int programs, int agreements, int disagreements, int incompletes, int fuzzerErrors, long millis,
            List<String> findings, Map<String, Long> millisBySetting) {
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            b.append(String.format("%d programs, %d agree, %d disagree, %d incomplete, %d fuzzer errors, %.1f s, %.2f programs/s%n",
                    programs, agreements, disagreements, incompletes, fuzzerErrors, millis / 1000.0,
                    programs * 1000.0 / Math.max(1, millis)));
            b.append("  time by setting:");
            millisBySetting.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .forEach(e -> b.append(String.format(" %s %.0f s;", e.getKey(), e.getValue() / 1000.0)));
            b.append('\n');
            for (String f : findings) {
                b.append("  ").append(f).append('\n');
            }
            return b.toString();
        }
    }

    static Summary run(Generator.Config config, long firstSeed, int count, Path out, boolean minimize, long maxStates,
            PrintStream log) throws IOException {
        OrbitVerdicts orbit = new OrbitVerdicts(maxStates, Duration.ofSeconds(60));
        Differential diff = new Differential(orbit, 2_000_000);
        long start = System.nanoTime();
        int agree = 0;
        int disagree = 0;
        int incomplete = 0;
        int fuzzerErrors = 0;
        Map<String, Integer> sorts = new java.util.TreeMap<>();
        List<String> findings = new ArrayList<>();
        Set<String> minimizedKinds = new java.util.HashSet<>(); // one reproducer per distinct finding is enough
        for (int i = 0; i < count; i++) {
            long seed = firstSeed + i;
            Report r;
            try {
                r = diff.check(Generator.generate(config, seed), OrbitVerdicts.SETTINGS);
            } catch (RuntimeException e) { // a bug of the fuzzer itself (a program javac rejects, ...): say so, go on
                findings.add("seed " + seed + ": fuzzer error " + e);
                if (log != null) {
                    log.println("FUZZER ERROR seed " + seed + ": " + e);
                }
                fuzzerErrors++;
                continue;
            }
            if (!r.findings().isEmpty()) {
                disagree++;
                Map<String, Set<String>> bySort = new java.util.TreeMap<>();
                for (Finding f : r.findings()) {
                    bySort.computeIfAbsent(f.what() + " " + f.kind(), k -> new java.util.TreeSet<>()).add(f.setting());
                }
                bySort.forEach((k, v) -> sorts.merge(k + " under " + (v.size() == OrbitVerdicts.SETTINGS.size() ? "every setting"
                        : String.join(", ", v)), 1, Integer::sum));
                String line = "seed " + seed + ": " + r.findings() + " (reference " + r.reference().kinds() + ")";
                findings.add(line);
                if (log != null) {
                    log.println("DISAGREE " + line);
                }
                Finding fresh = null;
                for (Finding f : r.findings()) {
                    if (fresh == null && !minimizedKinds.contains(signature(f))) {
                        fresh = f;
                    }
                }
                if (out != null) {
                    Report small = null;
                    if (minimize && fresh != null) {
                        small = minimized(diff, r, fresh);
                        for (Finding f : r.findings()) {
                            minimizedKinds.add(signature(f));
                        }
                    }
                    write(out, seed, r, small);
                }
            } else if (!r.incompletes().isEmpty()) {
                incomplete++;
                if (log != null) {
                    log.println("INCOMPLETE seed " + seed + ": " + r.incompletes());
                }
            } else {
                agree++;
            }
            if (log != null && (i + 1) % 10 == 0) {
                log.printf("%d programs, %d agree, %d disagree, %d incomplete, %.0f s%n", i + 1, agree, disagree, incomplete,
                        (System.nanoTime() - start) / 1e9);
            }
        }
        List<String> all = new ArrayList<>();
        sorts.forEach((k, n) -> all.add(n + " programs: " + k));
        all.addAll(findings);
        return new Summary(count, agree, disagree, incomplete, fuzzerErrors, (System.nanoTime() - start) / 1_000_000, all,
                diff.millis());
    }

    private static String signature(Finding f) {
        return f.setting() + " " + f.what() + " " + f.kind();
    }

    /** The program reduced while the finding persists, checked again in full. */
    static Report minimized(Differential diff, Report r, Finding target) {
        Setting setting = OrbitVerdicts.SETTINGS.stream().filter(s -> s.name().equals(target.setting())).findFirst()
                .orElseThrow();
        Program small = Minimizer.minimize(r.program(), c -> {
            try {
                return diff.check(c, List.of(setting)).findings().contains(target);
            } catch (RuntimeException e) {
                return false; // e.g. a candidate javac rejects
            }
        });
        return diff.check(small, OrbitVerdicts.SETTINGS);
    }

    private static void write(Path dir, long seed, Report original, Report small) throws IOException {
        Report r = small != null ? small : original;
        StringBuilder b = new StringBuilder();
        b.append("// seed ").append(seed).append(small != null ? ", minimized" : "").append('\n');
        b.append("// reference explorer: ").append(r.reference().kinds()).append(" (").append(r.reference().states())
                .append(" states)\n");
        Map<String, String> outcomes = new LinkedHashMap<>();
        for (Map.Entry<String, Outcome> e : r.orbit().entrySet()) {
            outcomes.put(e.getKey(), e.getValue().toString());
        }
        outcomes.forEach((k, v) -> b.append("// orbit ").append(k).append(": ").append(v).append('\n'));
        b.append("// findings: ").append(r.findings()).append('\n');
        if (small != null) {
            b.append("// findings before minimizing: ").append(original.findings()).append('\n');
        }
        b.append(r.source());
        Path file = dir.resolve("seed-" + seed).resolve(JavaPrinter.CLASS + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, b.toString());
    }
}
