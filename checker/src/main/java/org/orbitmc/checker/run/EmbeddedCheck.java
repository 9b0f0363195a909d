package org.orbitmc.checker.run;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.Schedule;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TransitionSystemFactory;

/**
 * A check run from inside another tool's JVM (the JUnit extension, the Maven goal), which was not started with the
 * deep stack the {@code orbit} launcher asks for ({@code -Xss16m}): the search runs on a thread of its own that has one.
 */
public final class EmbeddedCheck {
    /** The Java feature version whose class library the VM models; it reads the running JDK's own. */
    public static final int MODELLED_JAVA = 17;

    /** The stack of the search thread; the interpreter recurses on the host stack for deep guest calls. */
    static final long STACK_BYTES = 64L << 20;

    private EmbeddedCheck() {
    }

    /** Why this JVM cannot run checks (it is not Java {@value #MODELLED_JAVA}), or null when it can. */
    public static String unsupportedHost(String whatRuns) {
        int java = Runtime.version().feature();
        return java == MODELLED_JAVA ? null : "Orbit models JDK " + MODELLED_JAVA + " and reads the class library of the JDK it runs on, but "
                + whatRuns + " runs on Java " + java + ": use a JDK " + MODELLED_JAVA + " (set JAVA_HOME)";
    }

    /**
     * Explores {@code target} and returns the result; a program that uses what the VM does not model before its
     * {@code main} starts gives an incomplete result (with the reason), as one that does so later does.
     *
     * @throws org.orbitmc.vm.VmFailure when the program cannot be loaded (a class not found, a broken class file)
     */
    public static CheckResult run(TransitionSystemFactory factory, CheckTarget target, CheckConfig config) {
        return onSearchThread(target,
                () -> ProgramCheck.explore(factory, target, config, Search.of(config, ProgressListener.NONE)));
    }

    /**
     * Re-executes one schedule ({@link Schedule}'s text, refinements first) of {@code target} under {@code config}'s
     * state matching.
     *
     * @throws org.orbitmc.checker.search.ScheduleException when the schedule is malformed or does not apply
     */
    public static Replay.Result replay(TransitionSystemFactory factory, CheckTarget target, CheckConfig config, String schedule) {
        List<Choice> choices = Schedule.parse(schedule);
        return onSearchThread(target, () -> {
            TransitionSystem system = factory.create(target, config.matching());
            system.refine(Schedule.refinements(schedule));
            return Replay.run(system, choices);
        });
    }

    private static <T> T onSearchThread(CheckTarget target, Supplier<T> work) {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result.set(work.get());
            } catch (RuntimeException | Error e) {
                failure.set(e);
            }
        }, "orbit-check", STACK_BYTES);
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while checking " + target.mainClass(), e);
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return result.get();
    }
}
