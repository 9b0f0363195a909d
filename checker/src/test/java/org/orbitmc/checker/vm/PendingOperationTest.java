package org.orbitmc.checker.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.Verdict;

/**
 * A thread's pending operation, which POS races on, is what its next step shows; and POS, which uses it, finds the
 * wide SCTBench kinds (a reader that must come between a writer's two steps, 50 threads) in few schedules.
 */
class PendingOperationTest {
    private static TransitionSystem system(String name) throws Exception {
        Class<?> program = Class.forName("org.orbitmc.programs.conc." + name, false, PendingOperationTest.class.getClassLoader());
        Path classes = Path.of(program.getProtectionDomain().getCodeSource().getLocation().toURI());
        CheckTarget target = new CheckTarget(List.of(classes), Map.of(), program.getName(), List.of(), true, Map.of());
        return new VmTransitionSystemFactory().create(target, StateMatching.defaults());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"MessageQueue", "ReentrantLockConditionOk", "Twostage", "BoundedBufferNotifyAll", "ParkUnparkHandshake"})
    void thePendingOperationIsWhatTheNextStepShows(String name) throws Exception {
        TransitionSystem system = system(name);
        Random random = new Random(name.hashCode());
        int steps = 0;
        for (int walk = 0; walk < 5; walk++) {
            Object initial = system.snapshot();
            for (List<Choice> enabled = system.enabled(); !enabled.isEmpty() && steps < 2_000; enabled = system.enabled()) {
                Choice choice = enabled.get(random.nextInt(enabled.size()));
                String pending = system.pendingOperation(choice.thread());
                Step step = system.step(choice);
                assertEquals(step.operation(), pending, "thread " + choice.thread() + " at step " + steps);
                steps++;
            }
            system.restore(initial);
        }
        assertTrue(steps > 20, "walked " + steps + " steps");
    }

    /** Before POS raced on pending operations (the last one stood in), it found neither in tens of thousands of schedules. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Twostage50", "Reorder50"})
    void posFindsAReaderBetweenAWritersTwoStepsAmongFiftyThreads(String name) throws Exception {
        for (long seed = 0; seed < 2; seed++) {
            CheckConfig config = new CheckConfig(CheckConfig.NO_STATE_LIMIT, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(5),
                    SearchOrder.DFS, false).withSampling(new Sampling(Sampling.Strategy.POS, seed, 1_500, Sampling.DEFAULT_DEPTH));
            CheckResult r = Search.of(config, ProgressListener.NONE).run(system(name));
            assertEquals(Verdict.ERRORS, r.verdict(), name + " seed " + seed + ": " + r.reason());
        }
    }
}
