package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StepFootprint;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.store.StateVector;

/**
 * Sleep sets ({@code --sleep-sets}) against their own assumptions and against the search without them.
 *
 * <p>The dependence oracle: from the states of a program, every two steps of different threads that the footprints call
 * independent are taken in both orders, each step on its own (a thread left alone does not run on), and must reach the
 * same encoded state with each still enabled after the other. A footprint that missed what a step touched (a field
 * reached through another object, a monitor, a wait set, another thread's entry, a guard, an identity hash) shows here
 * as two orders that differ.
 *
 * <p>The search oracle: with every transition a step of its own, a depth-first search with sleep sets stores exactly
 * the states the search without them stores (sleep sets prune transitions, never states: docs/algorithms.md, "Sleep
 * sets") and finds the same kinds of error, with all errors asked for, taking no more transitions.
 */
class SleepSetsTest {
    /** Programs whose independent steps are reordered, and how many of their states are visited for it. */
    private static final int STATES_PER_PROGRAM = 150;

    /** Programs small enough to search twice, with every transition a step, in the suite's time. */
    private static final long SMALL = 3_000;

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void independentStepsCommute(Program program) throws Exception {
        VmTransitionSystem system = system(program, StateMatching.defaults());
        system.mergeAlone(false);
        // Refine first (a search leaves the system's visibility refined), so that the steps compared are the final ones.
        Object initial = system.snapshot();
        Search.of(new CheckConfig(20_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofSeconds(30), SearchOrder.DFS, true),
                ProgressListener.NONE).run(system);
        system.restore(initial);
        system.recordFootprints();
        Deque<Object> todo = new ArrayDeque<>();
        Set<List<Integer>> seen = new HashSet<>();
        todo.push(system.snapshot());
        seen.add(encoding(system));
        int visited = 0;
        int reordered = 0;
        while (!todo.isEmpty() && visited < STATES_PER_PROGRAM) {
            Object s = todo.pop();
            system.restore(s);
            visited++;
            List<Choice> enabled = system.enabled();
            List<Choice> single = enabled.stream().filter(c -> enabled.stream().filter(d -> d.thread() == c.thread()).count() == 1)
                    .toList();
            Object[] after = new Object[enabled.size()];
            StepFootprint[] footprints = new StepFootprint[enabled.size()];
            boolean[] failed = new boolean[enabled.size()];
            for (int i = 0; i < enabled.size(); i++) {
                system.restore(s);
                failed[i] = system.step(enabled.get(i)).error() != null;
                footprints[i] = system.footprint();
                after[i] = system.snapshot();
                if (!failed[i] && seen.add(encoding(system))) {
                    todo.push(after[i]);
                }
            }
            for (int i = 0; i < enabled.size(); i++) {
                for (int j = i + 1; j < enabled.size(); j++) {
                    Choice a = enabled.get(i);
                    Choice b = enabled.get(j);
                    if (a.thread() == b.thread() || !single.contains(a) || !single.contains(b) || failed[i] || failed[j]
                            || footprints[i].conflictsWith(footprints[j])) {
                        continue;
                    }
                    int refinements = system.refinements();
                    List<Integer> ab = then(system, after[i], b, a);
                    List<Integer> ba = then(system, after[j], a, b);
                    if (system.refinements() != refinements) {
                        continue; // a step's visibility changed between the orders: not the steps whose footprints were taken
                    }
                    reordered++;
                    String what = program + ": " + a + " " + footprints[i] + " and " + b + " " + footprints[j];
                    assertTrue(ab != null && ba != null, "a step disabled the other: " + what);
                    assertEquals(ab, ba, "two orders of independent steps differ: " + what);
                }
            }
        }
        assertTrue(visited > 0);
        System.out.println(program + ": " + visited + " states, " + reordered + " pairs reordered");
    }

    /** The encoding after {@code second} from snapshot {@code from}, or null when {@code second} is not enabled there. */
    private static List<Integer> then(VmTransitionSystem system, Object from, Choice second, Choice first) {
        system.restore(from);
        if (!system.enabled().contains(second)) {
            return null;
        }
        system.step(second);
        return encoding(system);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void sameStatesAndErrorsWithEveryTransitionAStep(Program program) throws Exception {
        CheckResult plain = search(program, false);
        if (plain.statistics().statesStored() > SMALL) {
            return;
        }
        CheckResult sleeping = search(program, true);
        assertEquals(plain.verdict(), sleeping.verdict(), () -> sleeping.reason() + " " + sleeping.errors());
        assertEquals(kinds(plain), kinds(sleeping));
        assertEquals(plain.statistics().statesStored(), sleeping.statistics().statesStored(), "states stored");
        assertTrue(sleeping.statistics().transitions() <= plain.statistics().transitions(),
                () -> "transitions " + sleeping.statistics().transitions() + " > " + plain.statistics().transitions());
    }

    private static CheckResult search(Program program, boolean sleepSets) throws Exception {
        VmTransitionSystem system = system(program, StateMatching.defaults());
        system.mergeAlone(false);
        CheckConfig config = new CheckConfig(SMALL * 4, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS, true,
                StateMatching.defaults(), StoreKind.COLLAPSE).withSleepSets(sleepSets);
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    private static Set<String> kinds(CheckResult r) {
        Set<String> kinds = new TreeSet<>();
        for (Counterexample e : r.errors()) {
            kinds.add(e.kind() + " " + (Counterexample.DEADLOCK.equals(e.kind()) ? "" : e.message()));
        }
        return kinds;
    }

    /** Without heap symmetry states are told apart by addresses, which two orders of allocating steps give differently. */
    @ParameterizedTest
    @ValueSource(strings = {"RacyCounter", "AliasedLostUpdate", "TwoLocksDeadlock", "DiningPhilosophersDeadlock",
            "BoundedBufferNotifyDeadlock", "LostWakeup", "StripedCountersWrongStripe", "ParkUnparkWrongThread"})
    void verdictsWithoutSymmetry(String name) throws Exception {
        Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
        StateMatching none = new StateMatching(true, Symmetry.NONE, 0, true, true);
        for (boolean lockDiscipline : new boolean[] {true, false}) {
            StateMatching m = lockDiscipline ? none : new StateMatching(true, Symmetry.NONE, 0, true, false);
            CheckConfig config = new CheckConfig(200_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), SearchOrder.DFS, true,
                    m, StoreKind.COLLAPSE);
            CheckResult plain = Search.of(config, ProgressListener.NONE).run(system(program, m));
            CheckResult sleeping = Search.of(config.withSleepSets(true), ProgressListener.NONE).run(system(program, m));
            assertEquals(kinds(plain), kinds(sleeping), name + (lockDiscipline ? "" : " --no-lock-discipline"));
            assertTrue(!program.correct() && !kinds(sleeping).isEmpty() || program.correct() && kinds(sleeping).isEmpty());
        }
    }

    /** The option is refused where it does not apply, rather than ignored. */
    @Test
    void onlyForASequentialDepthFirstSearch() {
        CheckConfig dfs = CheckConfig.defaults();
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> dfs.withSleepSets(true).withSearch(SearchOrder.BFS));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> dfs.withSleepSets(true).withWorkers(2));
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> dfs.withSearch(SearchOrder.PB).withSleepSets(true));
    }

    /** {@code --sleep-sets} on the command line's path: refused without {@code --search dfs}, or with several workers. */
    @Test
    void optionNeedsDepthFirstSearch() {
        org.orbitmc.checker.run.CheckOptions options = new org.orbitmc.checker.run.CheckOptions().sleepSets(true);
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, options::config); // the default order is PB
        assertTrue(options.search(SearchOrder.DFS).config().sleepSets());
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> options.workers(2).config());
        assertTrue(!new org.orbitmc.checker.run.CheckOptions().search(SearchOrder.DFS).config().sleepSets());
    }

    private static List<Integer> encoding(VmTransitionSystem system) {
        StateVector v = new StateVector();
        system.encode(v);
        return Arrays.stream(Arrays.copyOf(v.data(), v.size())).boxed().toList();
    }

    private static VmTransitionSystem system(Program program, StateMatching matching) throws Exception {
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        return (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
    }
}
