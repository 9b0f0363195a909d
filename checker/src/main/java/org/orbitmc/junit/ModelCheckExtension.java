package org.orbitmc.junit;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.JUnitException;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.orbitmc.checker.report.HtmlReport;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.run.EmbeddedCheck;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.ScheduleException;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;
import org.orbitmc.vm.VmFailure;

/**
 * Runs each {@link ModelCheck} method under Orbit instead of on the host: the host invocation of the method and of
 * its {@code @BeforeEach}/{@code @AfterEach} methods is skipped, and a generated {@link TestDriver} makes them one
 * program that the checker explores. Other test methods of the class run as usual.
 */
public final class ModelCheckExtension implements InvocationInterceptor {
    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        Optional<ModelCheck> options = modelCheck(extensionContext);
        if (options.isEmpty()) {
            invocation.proceed();
            return;
        }
        invocation.skip();
        check(extensionContext.getRequiredTestClass(), invocationContext.getExecutable(), options.get(), extensionContext);
    }

    @Override
    public void interceptBeforeEachMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        lifecycle(invocation, extensionContext);
    }

    @Override
    public void interceptAfterEachMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        lifecycle(invocation, extensionContext);
    }

    @Override
    public void interceptBeforeAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        classLifecycle(invocation, extensionContext);
    }

    @Override
    public void interceptAfterAllMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        classLifecycle(invocation, extensionContext);
    }

    /**
     * {@code @BeforeAll}/{@code @AfterAll} run inside each explored path (TestDriver); on the host too only when the
     * class has tests that run there (on the host they would see none of what the model-checked tests did).
     */
    private static void classLifecycle(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
        Class<?> testClass = context.getRequiredTestClass();
        List<Method> tests = AnnotationSupport.findAnnotatedMethods(testClass, Testable.class, HierarchyTraversalMode.TOP_DOWN);
        if (!tests.isEmpty() && tests.stream().allMatch(m -> AnnotationSupport.isAnnotated(m, ModelCheck.class))) {
            invocation.skip();
        } else {
            invocation.proceed();
        }
    }

    /** A model-checked test's lifecycle methods run inside each explored path, not on the host. */
    private static void lifecycle(Invocation<Void> invocation, ExtensionContext context) throws Throwable {
        if (modelCheck(context).isPresent()) {
            invocation.skip();
        } else {
            invocation.proceed();
        }
    }

    private static Optional<ModelCheck> modelCheck(ExtensionContext context) {
        return context.getTestMethod().flatMap(m -> AnnotationSupport.findAnnotation(m, ModelCheck.class));
    }

    private static void check(Class<?> testClass, Method method, ModelCheck options, ExtensionContext context) {
        String test = testClass.getSimpleName() + "." + method.getName() + "()";
        String host = EmbeddedCheck.unsupportedHost("this test");
        if (host != null) {
            throw new ExtensionConfigurationException("@ModelCheck on " + test + ": " + host);
        }
        CheckOptions checkOptions;
        TestDriver driver;
        CheckConfig config;
        try {
            checkOptions = ModelCheckOptions.of(options);
            config = checkOptions.config();
            driver = TestDriver.of(testClass, method);
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException("@ModelCheck on " + test + ": " + e.getMessage());
        }
        CheckTarget target = new CheckTarget(TestClassPath.of(testClass), Map.of(driver.internalName(), driver.bytes()),
                driver.internalName().replace('/', '.'), List.of(), true, Map.of(), checkOptions.spuriousWakeups());
        VmTransitionSystemFactory factory = new VmTransitionSystemFactory();
        Path replayFile = ReplayFiles.of(testClass, method);
        if (!options.replay().isBlank()) {
            replayPinned(factory, target, config, options.replay().strip(), test, context);
            return;
        }
        String saved = ReplayFiles.read(replayFile);
        if (saved != null) {
            replaySaved(factory, target, config, saved, replayFile, test);
        }
        CheckResult result;
        try {
            result = EmbeddedCheck.run(factory, target, config);
        } catch (VmFailure e) {
            throw new JUnitException("Orbit could not run " + test + ": " + e.getMessage(), e);
        }
        String report = TracePrinter.text(result, false, checkOptions.trace()); // no orbit command line to replay with here
        switch (result.verdict()) {
            case NO_ERRORS -> passed(context, test, report.strip());
            case ERRORS -> {
                String schedule = result.errors().get(0).scheduleText();
                ReplayFiles.write(replayFile, schedule);
                Path command = ReplayFiles.writeCommand(replayFile, driver.internalName(), driver.bytes(), target.classPath(),
                        checkOptions.transitionFlags(), schedule);
                Path html = ReplayFiles.htmlReport(testClass, method);
                String htmlNote = writeHtml(result, html) ? " Each thread's timeline: " + html + "." : "";
                throw atTheTestsLine(new AssertionFailedError("Orbit found an error in " + test + "\n" + report
                        + "The schedule is saved in " + replayFile + ": the next run replays it first (or pin it with"
                        + " @ModelCheck(replay = \"" + schedule + "\")); " + command + " replays it with orbit check."
                        + htmlNote), result.errors().get(0));
            }
            case INCOMPLETE -> {
                String message = "Orbit did not explore every interleaving of " + test + ": " + report.strip();
                if (options.allowIncomplete()) {
                    throw new TestAbortedException(message);
                }
                throw new AssertionFailedError(message + "\n(" + (result.stoppedAtLimit() ? "raise maxStates, maxDepth or timeLimit, or "
                        : "Orbit does not model what the reason names; ") + "set allowIncomplete = true to report this as skipped"
                        + " instead of failed)");
            }
        }
    }

    /**
     * Writes the HTML report of a failing test; false when it cannot be written (the failure is the test's, so a report
     * that cannot be written only goes unmentioned).
     */
    private static boolean writeHtml(CheckResult result, Path file) {
        try {
            Files.createDirectories(file.getParent());
            HtmlReport.write(result, file);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The failure with the stack trace of the exception the program died of (GuestStackTrace), so that it starts at
     * the test's failing line; a deadlock (no exception) keeps the host's.
     */
    private static AssertionFailedError atTheTestsLine(AssertionFailedError failure, Counterexample error) {
        StackTraceElement[] guest = GuestStackTrace.of(error);
        if (guest.length > 0) {
            failure.setStackTrace(guest);
        }
        return failure;
    }

    /** {@code @ModelCheck(replay = ...)}: that one path decides the test. */
    private static void replayPinned(VmTransitionSystemFactory factory, CheckTarget target, CheckConfig config, String schedule,
            String test, ExtensionContext context) {
        Replay.Result r;
        try {
            r = replay(factory, target, config, schedule, test);
        } catch (ScheduleException e) {
            throw new ExtensionConfigurationException("@ModelCheck(replay) on " + test + ": " + e.getMessage());
        }
        String text = TracePrinter.replayText(r);
        if (r.error() != null) {
            throw atTheTestsLine(new AssertionFailedError("Orbit replayed the pinned schedule of " + test + ": it fails\n" + text),
                    r.error());
        }
        passed(context, test, "Replayed the pinned schedule " + schedule + ": " + text.strip());
    }

    /**
     * What a passing test's search did: a JUnit report entry (IDEs and the console launcher show it) and a line on
     * standard output, which Surefire shows in the build log and keeps in the test's XML report ({@code system-out}),
     * where report entries do not reach.
     */
    private static void passed(ExtensionContext context, String test, String report) {
        context.publishReportEntry("orbit", report);
        System.out.println("Orbit, " + test + ": " + report);
        System.out.flush();
    }

    /**
     * The schedule a previous run saved: replayed before the search; a failure it still ends in fails the test at once.
     * A schedule that no longer fails, or no longer applies (the test changed), is deleted and the search runs.
     */
    private static void replaySaved(VmTransitionSystemFactory factory, CheckTarget target, CheckConfig config, String schedule,
            Path file, String test) {
        Replay.Result r;
        try {
            r = replay(factory, target, config, schedule, test);
        } catch (ScheduleException e) {
            ReplayFiles.delete(file);
            return;
        }
        if (r.error() == null) {
            ReplayFiles.delete(file);
            return;
        }
        throw atTheTestsLine(new AssertionFailedError("Orbit replayed the schedule saved in " + file + " by an earlier run of "
                + test + ": it still fails\n" + TracePrinter.replayText(r) + "(delete the file to search again from scratch)"), r.error());
    }

    private static Replay.Result replay(VmTransitionSystemFactory factory, CheckTarget target, CheckConfig config,
            String schedule, String test) {
        try {
            return EmbeddedCheck.replay(factory, target, config, schedule);
        } catch (VmFailure e) {
            throw new JUnitException("Orbit could not run " + test + ": " + e.getMessage(), e);
        }
    }
}
