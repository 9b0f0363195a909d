package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

/**
 * A depth-first search's path, on an explicit stack of frames (never the host stack, whose depth would bound the
 * program's), and the loop that extends and unwinds it. Only the states on the path have snapshots, and only those
 * with a choice left to take after the first: returning from a state's last successor needs no restore.
 */
final class DepthFirstPath {
    /** A state on the path: how to return to it, its choices, and the transition that reached it. */
    static final class Frame {
        final Object snapshot;
        /** The choices this path explores from the state; those not yet taken may be given away ({@link #giveAway}). */
        List<Choice> choices;
        final Choice via;
        final Step step;
        int next;
        /** With sleep sets: the state's sleep set, and the steps taken from it so far that may sleep after others. */
        List<SleepSets.Sleeper> sleep = List.of();
        List<SleepSets.Sleeper> taken = List.of();

        Frame(TransitionSystem system, List<Choice> choices, Choice via, Step step) {
            this.snapshot = choices.size() > 1 ? system.snapshot() : null;
            this.choices = choices;
            this.via = via;
            this.step = step;
        }

        /** A state whose choices this path does not explore (another search's: the path only passes through it). */
        Frame(Choice via, Step step) {
            this.snapshot = null;
            this.choices = List.of();
            this.via = via;
            this.step = step;
        }

        /** Whether a choice is left to take. */
        boolean open() {
            return next < choices.size();
        }

        /** The choices not yet taken, which this path will no longer take. */
        List<Choice> giveAway() {
            List<Choice> given = List.copyOf(choices.subList(next, choices.size()));
            choices = choices.subList(0, next);
            return given;
        }
    }

    private final List<Frame> frames = new ArrayList<>();

    void push(Frame f) {
        frames.add(f);
    }

    int size() {
        return frames.size();
    }

    Frame get(int i) {
        return frames.get(i);
    }

    void clear() {
        frames.clear();
    }

    /**
     * Searches depth-first from the top frame, whose state the system is in, until the path is empty or the exploration
     * says stop; {@code beforeStep} runs before each transition.
     */
    void search(TransitionSystem system, Exploration exploration, Runnable beforeStep) {
        search(system, exploration, beforeStep, null);
    }

    /**
     * As {@link #search(TransitionSystem, Exploration, Runnable)}, pruning with {@code sleeps} when not null (the
     * exploration arrives with them: {@link Exploration#arrivals}; the top frame's sleep set is its own).
     */
    void search(TransitionSystem system, Exploration exploration, Runnable beforeStep, SleepSets sleeps) {
        Frame current = frames.isEmpty() ? null : frames.get(frames.size() - 1); // the frame whose state the system is in
        while (!frames.isEmpty() && exploration.proceed(frames.size() - 1)) {
            beforeStep.run();
            Frame top = frames.get(frames.size() - 1);
            if (!top.open()) {
                frames.remove(frames.size() - 1);
                continue;
            }
            if (top != current) {
                system.restore(top.snapshot);
            }
            Choice choice = top.choices.get(top.next++);
            Step step = system.step(choice);
            current = null;
            if (sleeps != null) {
                StepFootprint f = system.footprint();
                sleeps.arriving(SleepSets.after(top.sleep, top.taken, choice.thread(), f));
                if (f != null && !f.global() && onlyChoice(top.choices, choice)) {
                    if (top.taken.isEmpty()) {
                        top.taken = new ArrayList<>(top.choices.size());
                    }
                    top.taken.add(new SleepSets.Sleeper(choice.thread(), f));
                }
            }
            List<Choice> successors = exploration.arrive(system, step, frames.size(), () -> trail().then(choice, step));
            if (!successors.isEmpty()) {
                current = new Frame(system, successors, choice, step);
                if (sleeps != null) {
                    current.sleep = sleeps.arrivedWith();
                }
                frames.add(current);
            } else if (sleeps != null) {
                sleeps.arrivedWith();
            }
        }
    }

    /** Whether {@code choice} is its thread's only choice among {@code choices} (a data choice never sleeps). */
    private static boolean onlyChoice(List<Choice> choices, Choice choice) {
        if (choice.value() != 0) {
            return false;
        }
        for (Choice c : choices) {
            if (c.thread() == choice.thread() && c != choice) {
                return false;
            }
        }
        return true;
    }

    /** The path's steps and choices from the initial state (the first frame's state). */
    Trail trail() {
        List<Step> steps = new ArrayList<>(frames.size());
        List<Choice> choices = new ArrayList<>(frames.size());
        for (Frame f : frames.subList(1, frames.size())) {
            steps.add(f.step);
            choices.add(f.via);
        }
        return new Trail(steps, choices);
    }
}
