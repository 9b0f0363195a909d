package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Re-executes a schedule, for {@code --replay} and to rebuild the steps of a breadth-first counterexample. */
public final class Replay {
    /**
     * What a replay reached.
     *
     * @param steps    the transitions executed, one per choice
     * @param error    the error the schedule ends in (a failing last step, or a deadlock after it), or null
     * @param finished whether the program has finished at the end of the schedule
     */
    public record Result(List<Step> steps, Counterexample error, boolean finished) {
        public Result {
            steps = List.copyOf(steps);
        }
    }

    private Replay() {
    }

    /**
     * Applies the schedule to a system in its initial state.
     *
     * @throws ScheduleException when a choice is not enabled (a failing step ends only its thread, so a schedule may go
     *                           on past it, as an all-errors search does)
     */
    public static Result run(TransitionSystem system, List<Choice> schedule) {
        return run(system, schedule, true);
    }

    /**
     * As {@link #run(TransitionSystem, List)}; {@code named}: whether the steps name objects as people do (to be shown;
     * a deadlock's description then names them too, so its message differs from the search's).
     */
    static Result run(TransitionSystem system, List<Choice> schedule, boolean named) {
        // A schedule found after the search made its transitions finer (TransitionSystem.refinements) applies only to
        // a system as fine. An attempt that made the system finer is tried again; a schedule that does not apply is
        // tried again after a search has made the system as fine as the one that found it (searches are
        // deterministic, so they refine alike).
        Object initial = system.snapshot();
        boolean searched = false;
        while (true) {
            int refinements = system.refinements();
            try {
                Result result = named ? named(system, schedule) : attempt(system, schedule);
                if (result.error() != null || system.refinements() == refinements) {
                    return result;
                }
            } catch (ScheduleException e) {
                if (system.refinements() == refinements && (searched || !refine(system, initial))) {
                    throw e;
                }
                searched = true;
            }
            system.restore(initial);
        }
    }

    /** Searches {@code system} from {@code initial} for its refinements; whether there were any. Leaves it anywhere. */
    private static boolean refine(TransitionSystem system, Object initial) {
        int before = system.refinements();
        Search.of(CheckConfig.defaults(), ProgressListener.NONE).run(system);
        system.restore(initial);
        return system.refinements() != before;
    }

    /**
     * One attempt whose steps name objects as people do (a replay is for showing), from the state the system is in;
     * without {@link #run}'s retries under refinements.
     */
    static Result named(TransitionSystem system, List<Choice> schedule) {
        system.nameObjects(true);
        try {
            return attempt(system, schedule);
        } finally {
            system.nameObjects(false);
        }
    }

    private static Result attempt(TransitionSystem system, List<Choice> schedule) {
        List<Step> steps = new ArrayList<>(schedule.size());
        for (int i = 0; i < schedule.size(); i++) {
            Step step = apply(system, schedule.get(i), i);
            steps.add(step);
            if (step.error() != null && i + 1 == schedule.size()) {
                return new Result(steps, Counterexample.of(step.error(), steps, schedule).under(system.refinementKeys()), false);
            }
        }
        if (system.enabled().isEmpty() && !system.isFinished()) {
            return new Result(steps, Counterexample.deadlock(system.deadlockDescription(), steps, schedule).under(system.refinementKeys()), false);
        }
        return new Result(steps, null, system.isFinished());
    }

    /** Applies a schedule (a path the search took) and returns its steps. */
    static List<Step> steps(TransitionSystem system, List<Choice> schedule) {
        List<Step> steps = new ArrayList<>(schedule.size());
        for (int i = 0; i < schedule.size(); i++) {
            steps.add(apply(system, schedule.get(i), i));
        }
        return steps;
    }

    private static Step apply(TransitionSystem system, Choice choice, int index) {
        List<Choice> enabled = system.enabled();
        if (!enabled.contains(choice)) {
            throw new ScheduleException("schedule does not apply at step " + (index + 1) + ": "
                    + Schedule.format(List.of(choice)) + " is not enabled (enabled: "
                    + (enabled.isEmpty() ? "none" : enabled.stream().map(c -> Schedule.format(List.of(c)))
                            .collect(Collectors.joining(", "))) + ")");
        }
        return system.step(choice);
    }
}
