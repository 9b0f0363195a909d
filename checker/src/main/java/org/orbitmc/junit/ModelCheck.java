package org.orbitmc.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;

/**
 * Makes a method a JUnit 5 test that Orbit model-checks: the method runs inside the Orbit VM, on a fresh instance
 * of its class with the class's {@code @BeforeEach} and {@code @AfterEach} methods around it, and every
 * interleaving of the threads it starts is explored. The test fails with a counterexample (a numbered trace of
 * what each thread did, with source lines, and the schedule) when some interleaving throws from the test method,
 * fails an {@code assert} or an assertion of JUnit's {@code Assertions}, lets an exception escape a thread, or
 * deadlocks. It fails too when the search stops before exploring everything (a limit, a feature the VM does not
 * model), unless {@link #allowIncomplete()}.
 *
 * <p>{@code @BeforeAll} and {@code @AfterAll} methods run inside the VM too, around each explored path (on the
 * instance, made first, when they are not static). The host JVM does not run the method nor its
 * {@code @BeforeEach}/{@code @AfterEach} methods, and runs {@code @BeforeAll}/{@code @AfterAll} only when the class has
 * tests that are not model-checked; JUnit still creates a (host) instance of the class.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
@ExtendWith(ModelCheckExtension.class)
public @interface ModelCheck {
    /** No limit on states or depth; {@link #kbots()}'s default. */
    int DEFAULT = -1;

    /** Stop (incomplete) after this many distinct states; {@link #DEFAULT} for no limit. */
    long maxStates() default DEFAULT;

    /** Do not explore paths longer than this many transitions (incomplete if cut); {@link #DEFAULT} for no limit. */
    int maxDepth() default DEFAULT;

    /**
     * Stop (incomplete) after this long: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}; {@code none} for no limit.
     * The limit holds inside a loop that never reaches a scheduling point too, so a spinning test cannot hang the build.
     */
    String timeLimit() default CheckOptions.DEFAULT_TIME_LIMIT;

    /**
     * {@code PB} (preemption-bounded with POS and PCT sampling alongside, the default: shallow bugs first), {@code DFS}
     * (depth-first) or {@code BFS} (breadth-first: shortest counterexamples).
     */
    SearchOrder search() default SearchOrder.PB;

    /** No POS and PCT sampling alongside the preemption-bounded search. */
    boolean noSampling() default false;

    /** The seed of the sampling alongside the preemption-bounded search: a run is reproducible. */
    long seed() default 0;

    /** Symmetries removed before a state is stored: {@code NONE}, {@code HEAP}, {@code HEAP_AND_THREADS} (default). */
    Symmetry symmetry() default Symmetry.HEAP_AND_THREADS;

    /** How deep kBOTS thread ordering compares what threads reach; {@link #DEFAULT} compares all (unbounded). */
    int kbots() default DEFAULT;

    /** Do not collect garbage before a state is stored (for measuring the reduction). */
    boolean noGc() default false;

    /**
     * Stop at every access to a shared object, even one holding the lock every other thread's access to it holds (for
     * measuring the reduction).
     */
    boolean noLockDiscipline() default false;

    /**
     * Judge every shared field by its object's history of accesses, even one always accessed under a lock named from its
     * object, such as its own monitor (for measuring the reduction).
     */
    boolean noLockExpressions() default false;

    /**
     * Make a started thread's first steps, up to its first visible operation, a choice of their own instead of part of
     * the step that started it (for measuring the reduction).
     */
    boolean noEagerStarts() default false;

    /**
     * Keep every thread's id and name in the states even while no code reads them, so that threads never become
     * interchangeable by thread symmetry (for measuring the reduction).
     */
    boolean noIdentitySymmetry() default false;

    /**
     * Also interleave inside the JDK's thread-safe libraries ({@code java.util.concurrent}, {@code Thread}), whose
     * calls are otherwise single steps.
     */
    boolean interleaveLibraries() default false;

    /**
     * Let {@code Object.wait} and {@code LockSupport.park} also return for no reason, as the JLS allows; by default
     * they do not, and a passing test's report names that assumption.
     */
    boolean spuriousWakeups() default false;

    /**
     * With {@code search = DFS}: prune with sleep sets stored with the states (independent steps are not taken in both
     * orders; the same states and verdict, fewer transitions).
     */
    boolean sleepSets() default false;

    /**
     * With {@code search = DFS}, not with {@link #sleepSets}: dynamic partial-order reduction (a state takes another
     * thread only when a race says so; summaries stand in for states reached again): fewer states, the same verdict.
     */
    boolean dpor() default false;

    /**
     * How many threads search at once, each with a VM of its own, sharing the visited states (with {@code search =
     * DFS}): the same states and verdict as one worker, sooner on a machine with as many cores.
     */
    int workers() default 1;

    /** How visited states are stored: {@code COLLAPSE} (default), {@code FINGERPRINT} or {@code EXACT}. */
    StoreKind store() default StoreKind.COLLAPSE;

    /**
     * When the search stops before exploring every interleaving without finding an error, abort the test (JUnit
     * reports it as skipped, with the reason) instead of failing it.
     */
    boolean allowIncomplete() default false;

    /**
     * A schedule (as a failure prints it, e.g. {@code 'U:Counter.count@0.1.2'} without the quotes) to replay instead
     * of searching: the test fails with that path's error, or passes if the path no longer ends in one. Without it, a
     * failing test saves its schedule under the build directory ({@code target/orbit/replays}) and the next run
     * replays that first.
     */
    String replay() default "";

    /**
     * How a failure message shows the counterexample's steps: {@code FOLDED} (a step inside JDK code at the program
     * line that called it), {@code FULL} (one line per step) or {@code TABLE} (one column per thread), as
     * {@code orbit check --trace}. Whatever the style, a failing test also writes an HTML report with each thread's
     * timeline under the build directory ({@code target/orbit/reports}) and names it.
     */
    TracePrinter.Style trace() default TracePrinter.Style.FOLDED;
}
