package org.orbitmc.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.TestAbortedException;
import org.orbitmc.checker.cli.Main;
import org.orbitmc.junit.samples.SamplesOnly;

/** Runs the sample test classes (org.orbitmc.junit.samples) through the Jupiter engine and checks each outcome. */
class ModelCheckExtensionTest {
    private static final String SAMPLES = "org.orbitmc.junit.samples.";
    /** Where failing samples save their schedules (ReplayFiles: the build directory of the test classes). */
    private static final Path REPLAYS = Path.of("target", "orbit", "replays");

    /** Each test starts without the schedules earlier runs saved, which the extension would replay first. */
    @BeforeEach
    void forgetSavedSchedules() throws IOException {
        if (Files.isDirectory(REPLAYS)) {
            try (Stream<Path> files = Files.walk(REPLAYS)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
    }

    @Test
    void aFailureSavesItsScheduleTheNextRunReplaysItAndOrbitCheckReplaysItToo() throws IOException {
        String first = failure(tests(selectClass(SAMPLES + "RacyCounterSample"))).getMessage();
        Path saved = REPLAYS.resolve(SAMPLES + "RacyCounterSample.twoIncrements.schedule");
        assertTrue(Files.isRegularFile(saved), "saved: " + first);
        assertTrue(first.contains("The schedule is saved in " + saved.toAbsolutePath()) || first.contains("The schedule is saved in "
                + saved), first);
        String second = failure(tests(selectClass(SAMPLES + "RacyCounterSample"))).getMessage();
        assertTrue(second.startsWith("Orbit replayed the schedule saved in "), second);
        assertTrue(second.contains("count ==> expected: <2> but was: <1>"), second);

        String command = Files.readString(REPLAYS.resolve(SAMPLES + "RacyCounterSample.twoIncrements.command")).strip();
        List<String> args = shellWords(command);
        assertEquals(List.of("orbit", "check"), args.subList(0, 2), command);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.execute(args.subList(1, args.size()).toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(1, status, () -> printed + err.toString(StandardCharsets.UTF_8));
        assertTrue(printed.contains("count ==> expected: <2> but was: <1>"), printed);
    }

    @Test
    void aFailuresStackTraceStartsAtTheTestsFailingLine() {
        Throwable failure = failure(tests(selectClass(SAMPLES + "RacyCounterSample")));
        StackTraceElement[] trace = failure.getStackTrace();
        StackTraceElement test = java.util.Arrays.stream(trace).filter(e -> e.getClassName().endsWith("RacyCounterSample"))
                .findFirst().orElseThrow(() -> new AssertionError(java.util.Arrays.toString(trace)));
        assertEquals("twoIncrements", test.getMethodName());
        assertEquals("RacyCounterSample.java", test.getFileName());
        assertEquals(20, test.getLineNumber(), "the assertEquals line");
        assertTrue(java.util.Arrays.stream(trace).noneMatch(e -> e.getClassName().contains("OrbitModelCheck")
                || e.getClassName().startsWith("org.orbitmc.junit.ModelCheckExtension")), java.util.Arrays.toString(trace));
    }

    @Test
    void aPinnedScheduleDecidesTheTest() {
        Events pinned = tests(selectClass(SAMPLES + "PinnedScheduleSample"));
        String message = failure(pinned).getMessage();
        assertTrue(message.startsWith("Orbit replayed the pinned schedule of PinnedScheduleSample.losesTheUpdate()"), message);
        assertTrue(message.contains("count ==> expected: <2> but was: <1>"), message);
        assertEquals(1, pinned.succeeded().count(), "the path that stops before any increment has no error");
        assertTrue(!Files.exists(REPLAYS.resolve(SAMPLES + "PinnedScheduleSample.losesTheUpdate.schedule")),
                "a pinned schedule is not saved again");
    }

    /** The words of a command line that quotes with single quotes only. */
    private static List<String> shellWords(String line) {
        List<String> words = new java.util.ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) {
                    words.add(word.toString());
                }
                word.setLength(0);
                any = false;
            } else if (c == '\\' && !quoted && i + 1 < line.length()) {
                word.append(line.charAt(++i));
                any = true;
            } else {
                word.append(c);
                any = true;
            }
        }
        if (any) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void racyTestFailsWithTheInterleavingThatLosesAnUpdate() {
        String message = failure(tests(selectClass(SAMPLES + "RacyCounterSample"))).getMessage();
        assertTrue(message.startsWith("Orbit found an error in RacyCounterSample.twoIncrements()\n"), message);
        assertTrue(message.contains("Error: assertion in thread \"main\": org.opentest4j.AssertionFailedError: count ==> expected: <2> but was: <1>"),
                message);
        assertTrue(message.contains("\"a\"  RacyCounterSample.java:14  write RacyCounterSample.count"), message);
        assertTrue(message.contains("\"b\"  RacyCounterSample.java:15  write RacyCounterSample.count"), message);
        // The racy field's accesses became visible during the search: the schedule names that refinement first.
        assertTrue(message.lines().anyMatch(l -> l.matches("Schedule: ([0-9.]+|'U:[^@']+@[0-9.]+')")), message);
        assertTrue(message.contains("1 error found ("), message);
        assertTrue(!message.contains("--replay"), "no orbit command line to replay with under JUnit: " + message);
    }

    @Test
    void correctTestPassesWithItsLifecycleMethodsRunInsideTheVmInJUnitOrder() {
        Events tests = tests(selectClass(SAMPLES + "LockedCounterSample"));
        tests.failed().stream().forEach(e -> System.err.println(throwable(e)));
        assertEquals(1, tests.succeeded().count());
        assertEquals(0, tests.failed().count());
        String report = tests.reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("orbit")).findFirst().orElseThrow();
        assertTrue(report.startsWith("No errors found ("), report);
        assertTrue(report.contains("Assuming sequential consistency, "), "a passing test names what it assumes: " + report);
    }

    @Test
    void fileWritersUnderALockPassAndUnsynchronizedOnesGiveACounterexample() {
        Events tests = tests(selectClass(SAMPLES + "FileWritersSample"));
        assertEquals(1, tests.succeeded().count(), "the synchronized appends (with logging) pass");
        String message = failure(tests).getMessage();
        assertTrue(message.startsWith("Orbit found an error in FileWritersSample.unsynchronizedWritersLoseALine()\n"), message);
        assertTrue(message.contains("lines ==> expected: <2> but was: <1>"), message);
    }

    @Test
    void mockitoAndAssertJWorkInsideAModelCheckedTest() {
        Events tests = tests(selectClass(SAMPLES + "MockitoSample"));
        assertEquals(1, tests.succeeded().count(), "the synchronized till, with an inline mock of a final method, passes");
        Throwable failure = failure(tests);
        String message = failure.getMessage();
        assertTrue(message.startsWith("Orbit found an error in MockitoSample.unsynchronizedTillLosesAPrice()\n"), message);
        assertTrue(message.contains("org.opentest4j.AssertionFailedError: [total] \n    expected: 10\n     but was: 5"), message);
        StackTraceElement test = java.util.Arrays.stream(failure.getStackTrace()).filter(e -> e.getClassName().endsWith("MockitoSample"))
                .findFirst().orElseThrow(() -> new AssertionError(java.util.Arrays.toString(failure.getStackTrace())));
        assertEquals("unsynchronizedTillLosesAPrice", test.getMethodName(), "AssertJ's failure (a message of three lines) points at the test");
    }

    @Test
    void deadlockFailsNamingTheBlockedThreads() {
        String message = failure(tests(selectClass(SAMPLES + "DeadlockSample"))).getMessage();
        assertTrue(message.contains("Error: deadlock"), message);
        assertTrue(message.contains("No thread can proceed:"), message);
        assertTrue(message.contains("\"other\""), message);
        assertTrue(message.contains("DeadlockSample.java:14"), message);
    }

    @Test
    void classInitializationDeadlockFailsTheTest() {
        String message = failure(tests(selectClass(SAMPLES + "ClassInitDeadlockSample"))).getMessage();
        assertTrue(message.contains("Error: deadlock"), message);
        assertTrue(message.contains("\"other\" waits for the initialization of org.orbitmc.junit.samples.ClassInitDeadlockSample$"), message);
        assertTrue(message.contains("initialize ClassInitDeadlockSample$"), message);
    }

    @Test
    void failedJavaAssertFailsTheTest() {
        String message = failure(tests(selectClass(SAMPLES + "AssertSample"))).getMessage();
        assertTrue(message.contains("java.lang.AssertionError: flag seen"), message);
    }

    @Test
    void failingAfterEachInsideTheVmFailsTheTest() {
        String message = failure(tests(selectClass(SAMPLES + "FailingAfterEachSample"))).getMessage();
        assertTrue(message.contains("AssertionFailedError: cleaning up failed"), message);
    }

    @Test
    void otherTestsOfTheClassRunOnTheHost() {
        Events tests = tests(selectClass(SAMPLES + "MixedSample"));
        tests.failed().stream().forEach(e -> System.err.println(throwable(e)));
        assertEquals(2, tests.succeeded().count());
    }

    /** Before: an NPE in the test (the host's @BeforeAll state is not in the VM), and the lost update went unseen. */
    @Test
    void beforeAllAndAfterAllRunInsideEachPath() {
        Events all = EngineTestKit.engine("junit-jupiter").configurationParameter(SamplesOnly.PARAMETER, "true")
                .selectors(selectClass(SAMPLES + "ClassLifecycleSample")).execute().allEvents();
        List<Event> failed = all.failed().list();
        assertEquals(1, failed.size(), () -> "one failure, the test's (the host ran neither method): " + failed);
        assertTrue(failed.get(0).getTestDescriptor().isTest(), () -> "the test's: " + failed);
        String message = throwable(failed.get(0)).getMessage();
        assertTrue(message.contains("increments counted ==> expected: <2> but was: <1>"), message);
    }

    @Test
    void aNonStaticBeforeAllRunsOnThePathsInstance() {
        Events tests = tests(selectClass(SAMPLES + "PerClassSample"));
        tests.failed().stream().forEach(e -> System.err.println(throwable(e)));
        assertEquals(1, tests.succeeded().count());
    }

    /** No limit would help, so the advice is not to raise one; the message names the feature and the test's line. */
    @Test
    void anUnmodelledFeatureFailsWithWhatAndWhere() {
        String message = failure(tests(selectClass(SAMPLES + "UnmodelledSample"))).getMessage();
        assertTrue(message.startsWith("Orbit did not explore every interleaving of UnmodelledSample.whileLoop(): Incomplete: "),
                message);
        assertTrue(message.contains("MethodHandles.whileLoop") && message.contains("UnmodelledSample.java:14"), message);
        assertTrue(message.contains("Orbit does not model what the reason names") && !message.contains("raise"), message);
    }

    @Test
    void incompleteSearchFailsUnlessAllowed() {
        Events tests = tests(selectClass(SAMPLES + "LimitSample"));
        Throwable failed = failure(tests);
        assertTrue(failed.getMessage().startsWith("Orbit did not explore every interleaving of LimitSample.failsWhenIncomplete(): "
                + "Incomplete: state limit"), failed.getMessage());
        assertTrue(failed.getMessage().contains("allowIncomplete = true"), failed.getMessage());
        assertTrue(failed.getMessage().contains("raise maxStates, maxDepth or timeLimit"), failed.getMessage());
        List<Event> aborted = tests.aborted().list();
        assertEquals(1, aborted.size());
        Throwable skipped = throwable(aborted.get(0));
        assertInstanceOf(TestAbortedException.class, skipped);
        assertTrue(skipped.getMessage().startsWith("Orbit did not explore every interleaving of LimitSample.abortedWhenIncompleteAllowed()"),
                skipped.getMessage());
    }

    @Test
    void twoWorkersFindTheLostUpdateAndPassTheLockedCounter() {
        Events tests = tests(selectClass(SAMPLES + "ParallelSample"));
        assertEquals(1, tests.succeeded().count());
        String message = failure(tests).getMessage();
        assertTrue(message.startsWith("Orbit found an error in ParallelSample.racyOnTwoWorkers()\n"), message);
        assertTrue(message.contains("count ==> expected: <2> but was: <1>"), message);
    }

    @Test
    void dporFindsTheLostUpdateAndPassesTheLockedCounter() {
        Events tests = tests(selectClass(SAMPLES + "PartialOrderSample"));
        assertEquals(1, tests.succeeded().count());
        String message = failure(tests).getMessage();
        assertTrue(message.startsWith("Orbit found an error in PartialOrderSample.racyWithDpor()\n"), message);
        assertTrue(message.contains("count ==> expected: <2> but was: <1>"), message);
    }

    @Test
    void dporWithoutDepthFirstIsExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.dporWithoutDepthFirst(): dpor: dynamic partial-order reduction prunes"
                + " a depth-first search on one worker only: choose search dfs", configurationError("dporWithoutDepthFirst"));
    }

    @Test
    void workersWithoutDepthFirstAreExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.workersWithoutDepthFirst(): workers: 2 workers search depth-first only:"
                + " choose search dfs", configurationError("workersWithoutDepthFirst"));
    }

    @Test
    void badTimeLimitIsExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.badTimeLimit(): timeLimit: '5 minutes' is not a duration"
                + " (a whole number and ms, s, m or h, e.g. 30s)", configurationError("badTimeLimit"));
    }

    @Test
    void badKbotsIsExplained() {
        // Search order, symmetry, store and trace style are enums: a wrong one does not compile.
        assertEquals("@ModelCheck on BadOptionsSample.badKbots(): kbots: -5 is not a kBOTS bound (a whole number from 0, or unbounded)",
                configurationError("badKbots"));
    }

    @Test
    void badMaxStatesIsExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.badMaxStates(): maxStates: 0 is not positive",
                configurationError("badMaxStates"));
    }

    @Test
    void badMaxDepthIsExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.badMaxDepth(): maxDepth: -3 is not positive",
                configurationError("badMaxDepth"));
    }

    @Test
    void aFailureShowsItsTraceInTheStyleAskedForAndWritesAnHtmlReportUnderTheBuildDirectory() throws IOException {
        Path html = Path.of("target", "orbit", "reports", SAMPLES + "TableTraceSample.twoIncrements.html");
        Files.deleteIfExists(html);
        String message = failure(tests(selectClass(SAMPLES + "TableTraceSample"))).getMessage();
        assertTrue(message.matches("(?s).*\\|-+\\|-+\\|.*"), "a table: " + message);
        assertTrue(message.contains("\"a\"") && message.contains("\"b\""), "a column per thread: " + message);
        assertTrue(Files.isRegularFile(html), "written: " + message);
        assertTrue(message.contains("Each thread's timeline: " + html.toAbsolutePath()) || message.contains("Each thread's timeline: " + html),
                message);
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>"), page.substring(0, Math.min(200, page.length())));
        assertTrue(page.contains("count ==&gt; expected: &lt;2&gt; but was: &lt;1&gt;"), "the error: " + page);
        String folded = failure(tests(selectClass(SAMPLES + "RacyCounterSample"))).getMessage();
        assertTrue(!folded.contains("|----|"), "folded by default: " + folded);
    }

    @Test
    void methodWithParametersIsExplained() {
        assertEquals("@ModelCheck on BadOptionsSample.withParameter(): the @ModelCheck method BadOptionsSample.withParameter()"
                + " must not have parameters: Orbit cannot resolve them inside its VM",
                configurationError("withParameter", "org.junit.jupiter.api.TestInfo"));
    }

    @Test
    void nestedClassIsExplained() {
        Throwable t = failure(tests(selectClass(SAMPLES + "NestedSample")));
        assertInstanceOf(ExtensionConfigurationException.class, t);
        assertEquals("@ModelCheck on Inner.nothing(): org.orbitmc.junit.samples.NestedSample$Inner needs a constructor without"
                + " parameters (an inner, @Nested, class is not supported; make it static or top-level)", t.getMessage());
    }

    private static String configurationError(String method, String... parameterTypes) {
        DiscoverySelector selector = parameterTypes.length == 0 ? selectMethod(SAMPLES + "BadOptionsSample#" + method)
                : selectMethod(SAMPLES + "BadOptionsSample", method, String.join(",", parameterTypes));
        Throwable t = failure(tests(selector));
        assertInstanceOf(ExtensionConfigurationException.class, t);
        return t.getMessage();
    }

    private static Events tests(DiscoverySelector selector) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter(SamplesOnly.PARAMETER, "true")
                .selectors(selector)
                .execute()
                .testEvents();
    }

    /** The one failure among the events. */
    private static Throwable failure(Events tests) {
        List<Event> failed = tests.failed().list();
        assertEquals(1, failed.size(), () -> "failed: " + failed);
        return throwable(failed.get(0));
    }

    private static Throwable throwable(Event event) {
        return event.getPayload(TestExecutionResult.class).flatMap(TestExecutionResult::getThrowable).orElseThrow();
    }

}
