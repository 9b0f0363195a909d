package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Shortens a counterexample's schedule by delta debugging (Zeller and Hildebrandt, TSE 2002): drop a chunk of
 * choices, re-execute the rest from the initial state skipping the choices that are no longer enabled, and keep the
 * result if it still ends in the same error (same kind and message); halve the chunks when none can go. Only a
 * schedule re-executed to the error is ever kept, so the counterexample stays real; the time is bounded.
 */
final class Shortener {
    private final TransitionSystem system;
    private final Object initial;
    private final LongSupplier nanoTime;
    private final long deadline;

    /** Shortens from {@code initial} until {@code budgetNanos} have passed. */
    Shortener(TransitionSystem system, Object initial, LongSupplier nanoTime, long budgetNanos) {
        this.system = system;
        this.initial = initial;
        this.nanoTime = nanoTime;
        this.deadline = nanoTime.getAsLong() + budgetNanos;
    }

    /** The counterexample with the shortest schedule found that ends in the same error, with its trace. */
    Counterexample shorten(Counterexample error) {
        system.interruptWhen(() -> timeUp() ? "shortening the counterexample took too long" : null);
        List<Choice> best = error.schedule();
        try {
            int parts = 2;
            while (best.size() >= 2 && !timeUp()) {
                int chunk = (best.size() + parts - 1) / parts;
                boolean reduced = false;
                for (int start = 0; start < best.size() && !timeUp(); start += chunk) {
                    List<Choice> candidate = new ArrayList<>(best.subList(0, start));
                    candidate.addAll(best.subList(Math.min(best.size(), start + chunk), best.size()));
                    List<Choice> reached = reaches(candidate, error.identity());
                    if (reached != null && reached.size() < best.size()) {
                        best = reached;
                        parts = Math.max(parts - 1, 2);
                        reduced = true;
                        break;
                    }
                }
                if (!reduced) {
                    if (chunk == 1) {
                        break;
                    }
                    parts = Math.min(parts * 2, best.size());
                }
            }
        } catch (SearchInterrupted e) {
            // Out of time inside a transition: keep the best schedule so far.
        }
        system.interruptWhen(() -> null);
        if (best.size() == error.schedule().size()) {
            return error;
        }
        Counterexample shorter = replay(best);
        return shorter != null && shorter.identity().equals(error.identity()) ? shorter : error;
    }

    private boolean timeUp() {
        return nanoTime.getAsLong() - deadline >= 0;
    }

    /**
     * Re-executes {@code candidate} leniently (a choice not enabled is skipped); the choices taken up to the error
     * {@code identity}, or null if it is not reached.
     */
    private List<Choice> reaches(List<Choice> candidate, String identity) {
        system.restore(initial);
        List<Choice> taken = new ArrayList<>();
        for (Choice c : candidate) {
            if (!system.enabled().contains(c)) {
                continue;
            }
            Step step = system.step(c);
            taken.add(c);
            ProgramError e = step.error();
            if (e != null && Counterexample.identity(e.kind(), e.message()).equals(identity)) {
                return taken;
            }
        }
        if (system.enabled().isEmpty() && !system.isFinished()
                && Counterexample.identity(Counterexample.DEADLOCK, String.join("\n", system.deadlockDescription())).equals(identity)) {
            return taken;
        }
        return null;
    }

    /** The counterexample of a schedule that reaches an error, with the steps of a strict re-execution. */
    private Counterexample replay(List<Choice> schedule) {
        system.restore(initial);
        try {
            return Replay.run(system, schedule, false).error();
        } catch (ScheduleException e) {
            return null;
        }
    }
}
