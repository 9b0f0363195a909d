package org.orbitmc.checker.bench;

import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;

/**
 * Bugs found over time on the wide SCTBench-kind programs (Reorder, Twostage, WrongLock with 10 to 50 threads): per
 * program and strategy, one run with the largest budget (60 s by default), printing the seconds to the first error
 * (so "found within 1 s, 10 s, 60 s" reads off one run) or "-"; and for the fixed versions, the seconds to prove them
 * error-free. Strategies: the default (preemption bounding with PCT alongside), preemption bounding alone, DFS, BFS,
 * random walk, PCT and POS. Run it with
 * {@code mvn -o -B -pl checker -am test -Dtest=StrategyBenchmark -Dsurefire.failIfNoSpecifiedTests=false
 * -Dorbit.excludedGroups=none [-Dorbit.bench.seconds=60] [-Dorbit.bench.programs=Reorder10,Twostage50]
 * [-Dorbit.bench.strategies=default,pct]}.
 */
@Tag("benchmark")
class StrategyBenchmark {
    private static final String PACKAGE = "org.orbitmc.programs.conc.";
    private static final long SECONDS = Long.getLong("orbit.bench.seconds", 60);
    private static final String PROGRAMS = System.getProperty("orbit.bench.programs",
            "Reorder10,Reorder20,Reorder50,Twostage10,Twostage20,Twostage50,WrongLock10,WrongLock20,WrongLock50,"
                    + "ReorderFixed,TwostageFixed,WrongLockFixed");
    private static final String STRATEGIES = System.getProperty("orbit.bench.strategies", "default,pb,dfs,bfs,random,pct,pos");

    private static Map<String, CheckConfig> strategies() {
        CheckConfig base = new CheckConfig(CheckConfig.NO_STATE_LIMIT, CheckConfig.NO_DEPTH_LIMIT, Duration.ofSeconds(SECONDS),
                SearchOrder.DFS, false);
        Map<String, CheckConfig> all = new LinkedHashMap<>();
        all.put("default", new CheckOptions().timeLimit(SECONDS + "s").config().withShorten(false));
        all.put("pb", base.withSearch(SearchOrder.PB));
        all.put("dfs", base);
        all.put("bfs", base.withSearch(SearchOrder.BFS));
        for (Sampling.Strategy s : Sampling.Strategy.values()) {
            all.put(s.text(), base.withSampling(new Sampling(s, 0, Long.MAX_VALUE, Sampling.DEFAULT_DEPTH)));
        }
        Map<String, CheckConfig> chosen = new LinkedHashMap<>();
        for (String name : STRATEGIES.split(",")) {
            chosen.put(name, all.get(name));
        }
        return chosen;
    }

    @Test
    void bugsFoundOverTime() throws Exception {
        Map<String, CheckConfig> strategies = strategies();
        System.out.printf("%-16s", "program");
        for (String name : strategies.keySet()) {
            System.out.printf(" %9s", name);
        }
        System.out.println();
        for (String name : PROGRAMS.split(",")) {
            Class<?> program = Class.forName(PACKAGE + name, false, StrategyBenchmark.class.getClassLoader());
            Path classes = Path.of(program.getProtectionDomain().getCodeSource().getLocation().toURI());
            System.out.printf("%-16s", name);
            for (CheckConfig config : strategies.values()) {
                System.gc();
                CheckResult r = Search.of(config, ProgressListener.NONE).run(new VmTransitionSystemFactory().create(
                        new CheckTarget(List.of(classes), Map.of(), PACKAGE + name, List.of(), true, Map.of()), config.matching()));
                double seconds = r.statistics().elapsedMillis() / 1000.0;
                String cell = r.verdict() == Verdict.INCOMPLETE ? "-" : String.format("%.1f%s", seconds,
                        r.verdict() == Verdict.NO_ERRORS ? " ok" : "");
                System.out.printf(" %9s", cell);
                System.out.flush();
            }
            System.out.println();
        }
    }
}
