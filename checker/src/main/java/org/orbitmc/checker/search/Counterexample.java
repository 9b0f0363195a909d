package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

/**
 * An error and the path that leads to it from the initial state.
 *
 * @param kind     {@code uncaught-exception}, {@code assertion} or {@link #DEADLOCK}
 * @param thread   the thread that failed; null for a deadlock
 * @param message  the failure; for a deadlock one line per blocked thread
 * @param trace    the transitions of the path, the failing one last
 * @param schedule the choices of the path; {@link Schedule#format} makes it a replayable string
 * @param refinements the system's refinements the path was explored under ({@link TransitionSystem#refinementKeys}):
 *                 a replay applies them first
 */
public record Counterexample(String kind, String thread, String message, List<Step> trace, List<Choice> schedule,
        List<String> refinements) {
    /** No thread can proceed, and the program has not finished. */
    public static final String DEADLOCK = "deadlock";

    public Counterexample {
        trace = List.copyOf(trace);
        schedule = List.copyOf(schedule);
        refinements = List.copyOf(refinements);
    }

    /** Explored under no refinement. */
    public Counterexample(String kind, String thread, String message, List<Step> trace, List<Choice> schedule) {
        this(kind, thread, message, trace, schedule, List.of());
    }

    /** The same counterexample, explored under {@code keys}. */
    Counterexample under(List<String> keys) {
        return new Counterexample(kind, thread, message, trace, schedule, keys);
    }

    /** The replayable text of the path: {@link Schedule#format} of the refinements and the choices. */
    public String scheduleText() {
        return Schedule.format(refinements, schedule);
    }

    /** The counterexample of an error that {@code trace}'s last step ends in; that step shows the error's printout. */
    static Counterexample of(ProgramError error, List<Step> trace, List<Choice> schedule) {
        List<Step> steps = trace;
        if (error.printout() != null && !trace.isEmpty()) {
            Step last = trace.get(trace.size() - 1);
            String output = last.output() == null ? error.printout() : last.output() + error.printout();
            steps = new ArrayList<>(trace.subList(0, trace.size() - 1));
            steps.add(last.withOutput(output));
        }
        return new Counterexample(error.kind(), error.threadName(), error.message(), steps, schedule);
    }

    static Counterexample deadlock(List<String> blockedThreads, List<Step> trace, List<Choice> schedule) {
        return new Counterexample(DEADLOCK, null, String.join("\n", blockedThreads), trace, schedule);
    }

    /** Errors are reported once per kind and message, whatever path reached them. */
    String identity() {
        return identity(kind, message);
    }

    static String identity(String kind, String message) {
        return kind + '\0' + message;
    }
}
