package org.orbitmc.checker.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.search.Assumption;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.RacyCounterModel;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.Schedule;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TwoLocksModel;
import org.orbitmc.checker.search.Verdict;

class TracePrinterTest {
    private static final Statistics STATS = new Statistics(1234, 5679, 5678, 9, 812, 0, 40, "collapse", 0);

    private static String print(Consumer<TracePrinter> printing) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        printing.accept(new TracePrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8)));
        return bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
    }

    /** The error as found, with fixed statistics so that the text does not depend on time. */
    private static CheckResult found(TransitionSystem system) {
        CheckResult r = Search.of(CheckConfig.defaults().withSearch(SearchOrder.BFS), ProgressListener.NONE).run(system);
        return new CheckResult(r.verdict(), r.reason(), r.errors(), STATS);
    }

    /**
     * Steps inside JDK code show at the program line that called it; a thread's consecutive steps under one call share
     * a line; another thread's step in between, or a step that printed, ends a run; --trace full shows each.
     */
    @Test
    void stepsInsideTheJdkFoldIntoTheProgramLineThatCalledIt() {
        Step.Caller put = new Step.Caller("Cache.java", 9, "HashMap.put");
        Step.Caller join = new Step.Caller("Main.java", 21, "Thread.join");
        List<Step> steps = List.of(
                new Step("a", "Cache.java", 8, 9, "read Cache.map", null, null),
                new Step("a", "HashMap.java", 610, 610, "read HashMap.table", null, null, put),
                new Step("a", "HashMap.java", 611, 611, "read array element", null, null, put),
                new Step("a", "HashMap.java", 625, 625, "write HashMap.size", null, null, put),
                new Step("b", "HashMap.java", 610, 610, "read HashMap.table", null, null, put),
                new Step("a", "HashMap.java", 626, 626, "write HashMap.modCount", "printed\n", null, put),
                new Step("a", "HashMap.java", 627, 627, "read HashMap.threshold", null, null, put),
                new Step("main", "Thread.java", 1313, 1313, "wait Thread#4", null, null, join));
        Counterexample e = new Counterexample("assertion", "main", "java.lang.AssertionError: lost", steps, List.of(new Choice(0, 0)));
        CheckResult r = new CheckResult(Verdict.ERRORS, null, List.of(e), STATS);
        assertEquals("""
                Error: assertion in thread "main": java.lang.AssertionError: lost
                  1. "a"  Cache.java:8-9  read Cache.map
                  2. "a"  Cache.java:9  3 steps in HashMap.put: read HashMap.table … write HashMap.size
                  3. "b"  Cache.java:9  read HashMap.table in HashMap.put (HashMap.java:610)
                  4. "a"  Cache.java:9  write HashMap.modCount in HashMap.put (HashMap.java:626)
                     | printed
                  5. "a"  Cache.java:9  read HashMap.threshold in HashMap.put (HashMap.java:627)
                  6. "main"  Main.java:21  wait Thread#4 in Thread.join (Thread.java:1313)
                  (2 more steps inside JDK code folded into the lines that called it; --trace full shows each)
                Schedule: 0
                """, print(p -> p.print(r)).replaceAll("(?s)Replay:.*", ""));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new TracePrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), false, true).print(r);
        String full = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(full.contains("  3. \"a\"  HashMap.java:611  read array element\n"), full);
        assertTrue(full.contains("  8. \"main\"  Thread.java:1313  wait Thread#4\n"), full);
        assertFalse(full.contains("folded"), full);
    }

    @Test
    void anUncaughtExceptionWithItsTraceOutputAndSchedule() {
        assertEquals("""
                Error: uncaught-exception in thread "main": java.lang.AssertionError: lost update: 1
                  1. "Thread-0"  Counter.java:12  read Counter.count
                  2. "Thread-1"  Counter.java:12  read Counter.count
                  3. "Thread-0"  Counter.java:12-14  write Counter.count
                  4. "Thread-1"  Counter.java:12-14  write Counter.count
                  5. "main"  Counter.java:20-22  end
                     | count = 1
                Schedule: 1.2.1.2.0
                Replay: orbit check --replay 1.2.1.2.0 <same arguments>

                1 error found (1,234 states, 5,678 transitions, 0.8 s).
                """, print(p -> p.print(found(new RacyCounterModel()))));
    }

    /** The JUnit extension and the Maven goal take the text without the hint: there is no orbit command line to repeat. */
    @Test
    void asTextWithoutTheReplayHint() {
        CheckResult result = found(new RacyCounterModel());
        String withHint = print(p -> p.print(result));
        assertEquals(withHint.replace("Replay: orbit check --replay 1.2.1.2.0 <same arguments>\n", ""),
                TracePrinter.text(result, false).replace(System.lineSeparator(), "\n"));
        assertEquals(withHint, TracePrinter.text(result, true).replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aDeadlockWithTheBlockedThreads() {
        assertEquals("""
                Error: deadlock
                  1. "Thread-0"  Locks.java:10  lock A
                  2. "Thread-1"  Locks.java:10  lock B
                  No thread can proceed:
                    "Thread-0" waits for lock B held by "Thread-1"
                    "Thread-1" waits for lock A held by "Thread-0"
                Schedule: 0.1
                Replay: orbit check --replay 0.1 <same arguments>

                1 error found (1,234 states, 5,678 transitions, 0.8 s).
                """, print(p -> p.print(found(TwoLocksModel.oppositeOrder()))));
    }

    @Test
    void numbersAreAlignedAndMultiLineMessagesIndented() {
        Step step = new Step("main", "A.java", 3, 3, "write A.x", "a\nb\n", null);
        Counterexample e = new Counterexample("uncaught-exception", "main", "java.lang.Error: first\nsecond",
                Collections.nCopies(10, step), Collections.nCopies(10, new Choice(0, 0)));
        String text = print(p -> p.print(new CheckResult(Verdict.ERRORS, null, List.of(e), STATS)));
        List<String> lines = text.lines().toList();
        assertEquals("Error: uncaught-exception in thread \"main\": java.lang.Error: first", lines.get(0));
        assertEquals("    second", lines.get(1));
        assertEquals("   1. \"main\"  A.java:3  write A.x", lines.get(2));
        assertEquals("      | a", lines.get(3));
        assertEquals("      | b", lines.get(4));
        assertEquals("  10. \"main\"  A.java:3  write A.x", lines.get(29));
    }

    @Test
    void locationsWithoutLinesOrFile() {
        assertEquals("A.java", TracePrinter.location(new Step("t", "A.java", 0, 0, "end", null, null)));
        assertEquals("(unknown source)", TracePrinter.location(new Step("t", null, 0, 0, "end", null, null)));
        assertEquals("A.java:7", TracePrinter.location(new Step("t", "A.java", 7, 7, "end", null, null)));
    }

    @Test
    void verdictLines() {
        assertEquals("No errors found (1,234 states, 5,678 transitions, 0.8 s).",
                TracePrinter.verdictLine(new CheckResult(Verdict.NO_ERRORS, null, List.of(), STATS)));
        assertEquals("Incomplete: state limit 1000 reached (1,234 states, 5,678 transitions, 0.8 s) \u2014 not all "
                + "interleavings were explored.",
                TracePrinter.verdictLine(new CheckResult(Verdict.INCOMPLETE, "state limit 1000 reached", List.of(), STATS)));
        Counterexample e = new Counterexample("assertion", "main", "x", List.of(), List.of());
        Counterexample f = new Counterexample("assertion", "main", "y", List.of(), List.of());
        assertEquals("2 errors found (1,234 states, 5,678 transitions, 0.8 s); the search stopped early: time limit 5m reached.",
                TracePrinter.verdictLine(new CheckResult(Verdict.ERRORS, "time limit 5m reached", List.of(e, f), STATS)));
    }

    @Test
    void noErrorsNamesWhatItAssumes() {
        List<Assumption> named = List.of(new Assumption("a", "sequential consistency", "..."),
                new Assumption("b", "abstract time", "..."), new Assumption("c", "no spurious wake-ups", "..."));
        assertEquals("""
                No errors found (1,234 states, 5,678 transitions, 0.8 s).
                Assuming sequential consistency, abstract time and no spurious wake-ups (see "What a verdict assumes" in the user guide).
                """, print(p -> p.print(new CheckResult(Verdict.NO_ERRORS, null, List.of(), STATS, named))));
        Counterexample e = new Counterexample("assertion", "main", "x", List.of(), List.of());
        assertEquals(null, TracePrinter.assumptionLine(new CheckResult(Verdict.ERRORS, null, List.of(e), STATS, named)),
                "an error found is real whatever the model leaves out");
        assertEquals(null, TracePrinter.assumptionLine(new CheckResult(Verdict.NO_ERRORS, null, List.of(), STATS)));
    }

    @Test
    void aReplayThatEndsInAnError() {
        Replay.Result r = Replay.run(TwoLocksModel.oppositeOrder(), Schedule.parse("0.1"));
        assertEquals("""
                Error: deadlock
                  1. "Thread-0"  Locks.java:10  lock A
                  2. "Thread-1"  Locks.java:10  lock B
                  No thread can proceed:
                    "Thread-0" waits for lock B held by "Thread-1"
                    "Thread-1" waits for lock A held by "Thread-0"
                Schedule: 0.1
                """, print(p -> p.printReplay(r)));
    }

    @Test
    void aReplayWithoutError() {
        assertEquals("""
                  1. "Thread-0"  Locks.java:10  lock A
                No error: the schedule ends before the program does.
                """, print(p -> p.printReplay(Replay.run(TwoLocksModel.sameOrder(), Schedule.parse("0")))));
        String finished = print(p -> p.printReplay(Replay.run(TwoLocksModel.sameOrder(), Schedule.parse("0.0.0.0.1.1.1.1"))));
        assertEquals("No error: the program has finished.", finished.lines().reduce((a, b) -> b).orElseThrow());
    }
}
