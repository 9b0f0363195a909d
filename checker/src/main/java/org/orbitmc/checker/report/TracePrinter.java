package org.orbitmc.checker.report;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.orbitmc.checker.search.Assumption;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.Counterexample;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.Verdict;

/**
 * Prints a check's result for people: each error with its numbered transitions, the program's output under the
 * transition that printed it, and the schedule that replays it; then the verdict line.
 */
public final class TracePrinter {
    /** How a counterexample's steps print ({@code --trace}). */
    public enum Style {
        /** A step inside JDK code at the program line that called it, a thread's run of them on one line (the default). */
        FOLDED,
        /** One line per step, at the line it executed. */
        FULL,
        /** As folded, in a table with one column per thread (Lincheck-style): each row a step. */
        TABLE;

        /** The style named {@code folded}, {@code full} or {@code table}; IllegalArgumentException naming them for another. */
        public static Style of(String name) {
            for (Style s : values()) {
                if (s.name().equalsIgnoreCase(name)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("'" + name + "' is not a trace style (folded, full or table)");
        }
    }

    private final PrintStream out;
    private final boolean replayHint;
    private final Style style;
    private final boolean full;

    public TracePrinter(PrintStream out) {
        this(out, true, false);
    }

    /** @param replayHint whether each error ends with the {@code orbit check --replay} command that shows it again */
    public TracePrinter(PrintStream out, boolean replayHint) {
        this(out, replayHint, false);
    }

    /**
     * @param full whether every transition gets a line of its own ({@code --trace full}); by default a transition in
     *             JDK code shows at the program line that called the JDK, and a thread's consecutive transitions
     *             under one such call share a line
     */
    public TracePrinter(PrintStream out, boolean replayHint, boolean full) {
        this(out, replayHint, full ? Style.FULL : Style.FOLDED);
    }

    public TracePrinter(PrintStream out, boolean replayHint, Style style) {
        this.out = out;
        this.replayHint = replayHint;
        this.style = style;
        this.full = style == Style.FULL;
    }

    /** What {@link #print} prints, as text: for failure messages and build logs. */
    public static String text(CheckResult result, boolean replayHint) {
        return text(result, replayHint, Style.FOLDED);
    }

    /** As {@link #text(CheckResult, boolean)}, the steps printed in {@code style}. */
    public static String text(CheckResult result, boolean replayHint, Style style) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new TracePrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), replayHint, style).print(result);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    public void print(CheckResult result) {
        for (Counterexample error : result.errors()) {
            printError(error, replayHint);
            out.println();
        }
        out.println(verdictLine(result));
        String assumed = assumptionLine(result);
        if (assumed != null) {
            out.println(assumed);
        }
    }

    /** The short report of {@code --quiet}: each error's first line, then the verdict line. */
    public void printBrief(CheckResult result) {
        for (Counterexample error : result.errors()) {
            out.println(errorHeader(error));
        }
        out.println(verdictLine(result));
    }

    /**
     * For a "no errors" verdict, what it holds under: {@code Assuming sequential consistency, ... and references never
     * cleared (...)}; null for other verdicts (an error found is real: its schedule replays it) or without assumptions.
     */
    static String assumptionLine(CheckResult result) {
        List<Assumption> named = result.assumptions();
        if (result.verdict() != Verdict.NO_ERRORS || named.isEmpty()) {
            return null;
        }
        StringBuilder line = new StringBuilder("Assuming ");
        for (int i = 0; i < named.size(); i++) {
            if (i > 0) {
                line.append(i == named.size() - 1 ? " and " : ", ");
            }
            line.append(named.get(i).name());
        }
        return line.append(" (see \"What a verdict assumes\" in the user guide).").toString();
    }

    /** What {@link #printReplay} prints, as text. */
    public static String replayText(Replay.Result replay) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        new TracePrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), false).printReplay(replay);
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Prints what {@code orbit check --replay} reached. */
    public void printReplay(Replay.Result replay) {
        if (replay.error() != null) {
            printError(replay.error(), false);
            return;
        }
        printSteps(replay.steps());
        out.println(replay.finished() ? "No error: the program has finished."
                : "No error: the schedule ends before the program does.");
    }

    /** {@code Error: KIND in thread "T": first line of the message} (a deadlock's message is its blocked threads). */
    static String errorHeader(Counterexample error) {
        List<String> message = error.message() == null ? List.of() : error.message().lines().toList();
        StringBuilder header = new StringBuilder("Error: ").append(error.kind());
        if (error.thread() != null) {
            header.append(" in thread \"").append(error.thread()).append('"');
        }
        if (!Counterexample.DEADLOCK.equals(error.kind()) && !message.isEmpty()) {
            header.append(": ").append(message.get(0));
        }
        return header.toString();
    }

    private void printError(Counterexample error, boolean replayHint) {
        List<String> message = error.message() == null ? List.of() : error.message().lines().toList();
        boolean deadlock = Counterexample.DEADLOCK.equals(error.kind());
        out.println(errorHeader(error));
        if (!deadlock) {
            message.stream().skip(1).forEach(line -> out.println("    " + line));
        }
        printSteps(error.trace());
        if (deadlock) {
            out.println("  No thread can proceed:");
            message.forEach(line -> out.println("    " + line));
        }
        String schedule = scheduleArgument(error.scheduleText());
        out.println("Schedule: " + schedule);
        if (replayHint) {
            out.println("Replay: orbit check --replay " + schedule + " <same arguments>");
        }
    }

    /**
     * {@code   3. "Thread-0"  Counter.java:12-14  write Counter.count}, output lines below it. Folded (the default),
     * a step in JDK code shows at the program line that called the JDK ({@code Main.java:9  wait Thread#5 in
     * Thread.join (Thread.java:1313)}), and one thread's consecutive steps under the same call share a line.
     */
    private void printSteps(List<Step> steps) {
        List<List<Step>> lines = full ? steps.stream().map(List::of).toList() : fold(steps);
        if (style == Style.TABLE) {
            new TraceTable(out).print(lines, this::describe);
            printFolded(lines);
            return;
        }
        int width = String.valueOf(lines.size()).length();
        String outputIndent = " ".repeat(2 + width + 2) + "| ";
        for (int i = 0; i < lines.size(); i++) {
            List<Step> line = lines.get(i);
            Step first = line.get(0);
            Step last = line.get(line.size() - 1);
            out.println(String.format(Locale.ROOT, "  %" + width + "d. \"%s\"  %s", i + 1, first.threadName(), describe(line)));
            if (last.output() != null) {
                last.output().lines().forEach(text -> out.println(outputIndent + text));
            }
        }
        printFolded(lines);
    }

    /** How many steps were folded into the lines that called them, if any. */
    private void printFolded(List<List<Step>> lines) {
        int folded = 0;
        for (List<Step> line : lines) {
            folded += line.size() - 1;
        }
        if (folded > 0) {
            out.println("  (" + folded + " more step" + (folded == 1 ? "" : "s") + " inside JDK code folded into the lines that called it;"
                    + " --trace full shows each)");
        }
    }

    /** One thread's consecutive steps under the same program call into the JDK, each run a line; other steps alone. */
    static List<List<Step>> fold(List<Step> steps) {
        List<List<Step>> lines = new ArrayList<>();
        for (int i = 0; i < steps.size(); ) {
            int j = i;
            Step s = steps.get(i);
            while (s.caller() != null && j + 1 < steps.size() && steps.get(j).output() == null && steps.get(j).error() == null
                    && steps.get(j + 1).threadName().equals(s.threadName()) && s.caller().equals(steps.get(j + 1).caller())) {
                j++;
            }
            lines.add(steps.subList(i, j + 1));
            i = j + 1;
        }
        return lines;
    }

    /** A line's place and operation: {@code Counter.java:12  write Counter.count}. */
    String describe(List<Step> line) {
        Step first = line.get(0);
        if (full || first.caller() == null) {
            return location(first) + "  " + first.operation();
        }
        Step.Caller c = first.caller();
        String at = (c.sourceFile() == null ? "(unknown source)" : c.sourceFile()) + (c.line() > 0 ? ":" + c.line() : "");
        if (line.size() == 1) {
            return at + "  " + first.operation() + " in " + c.called() + " (" + location(first) + ")";
        }
        return at + "  " + line.size() + " steps in " + c.called() + ": " + first.operation() + " … " + line.get(line.size() - 1).operation();
    }

    static String location(Step s) {
        String file = s.sourceFile() == null ? "(unknown source)" : s.sourceFile();
        if (s.firstLine() <= 0) {
            return file;
        }
        if (s.lastLine() <= s.firstLine()) {
            return file + ":" + s.firstLine();
        }
        return file + ":" + s.firstLine() + "-" + s.lastLine();
    }

    /**
     * The schedule as a shell word: an empty schedule (an error in the initial state) is {@code ''}, one with
     * refinements (class names with {@code $}, array names with {@code [}) is quoted.
     */
    private static String scheduleArgument(String text) {
        return text.isEmpty() || !text.matches("[0-9.:-]*") ? "'" + text + "'" : text;
    }

    /** Hash compaction may have skipped a state: a "no errors" says how likely that was. */
    private static String omission(Statistics s) {
        if (s.omissionProbability() == 0) {
            return "";
        }
        return String.format(Locale.ROOT, " States were stored as 64-bit fingerprints: the probability that one was"
                + " wrongly taken as visited is at most %.1e.", s.omissionProbability());
    }

    static String verdictLine(CheckResult result) {
        Statistics s = result.statistics();
        String figures = String.format(Locale.ROOT, "(%,d states, %,d transitions, %.1f s)", s.statesStored(),
                s.transitions(), s.elapsedMillis() / 1000.0);
        if (result.verdict() == Verdict.NO_ERRORS) {
            return "No errors found " + figures + "." + omission(s);
        }
        if (result.verdict() == Verdict.INCOMPLETE) {
            return "Incomplete: " + result.reason() + " " + figures + " \u2014 not all interleavings were explored.";
        }
        int n = result.errors().size();
        String found = n + (n == 1 ? " error found " : " errors found ") + figures;
        return result.reason() == null ? found + "." : found + "; the search stopped early: " + result.reason() + ".";
    }
}
