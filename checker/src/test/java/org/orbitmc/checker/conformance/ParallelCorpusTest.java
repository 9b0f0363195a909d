package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.run.ProgramCheck;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;

/**
 * Parallel depth-first search against depth-first search on one worker, for every concurrent program: with all errors
 * asked for both explore the whole space, so they must store exactly the same states (each worker's VM names classes,
 * methods and interned strings through one shared table, so a state has one encoding whichever VM reached it) and
 * find the same kinds of error.
 */
class ParallelCorpusTest {
    private static final long MAX_STATES = 300_000;

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void twoWorkersStoreTheStatesOfOne(Program program) throws Exception {
        CheckResult one = check(program, 1);
        assertNotEquals(null, one.statistics());
        CheckResult two = check(program, 2);
        assertEquals(one.verdict(), two.verdict());
        assertEquals(kinds(one), kinds(two));
        assertEquals(one.reason(), two.reason());
        assertEquals(one.statistics().statesStored(), two.statistics().statesStored());
    }

    private static CheckResult check(Program program, int workers) throws Exception {
        CheckConfig config = new CheckOptions().search("dfs").allErrors(true).maxStates(MAX_STATES).workers(workers)
                .timeLimit(Duration.ofMinutes(3)).config();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        return ProgramCheck.explore(new VmTransitionSystemFactory(), target, config, Search.of(config, ProgressListener.NONE));
    }

    private static Set<String> kinds(CheckResult r) {
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(e.kind());
        }
        return kinds;
    }
}
