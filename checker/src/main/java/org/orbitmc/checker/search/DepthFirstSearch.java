package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Depth-first, on an explicit stack of frames (never the host stack, whose depth would bound the program's).
 * Only the states on the current path have snapshots, and only those with a choice left to take after the
 * first: returning from a state's last successor needs no restore.
 */
final class DepthFirstSearch extends Search {
    DepthFirstSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        super(config, progress, nanoTime);
    }

    /** A state on the current path: how to return to it, its choices, and the transition that reached it. */
    private static final class Frame {
        final Object snapshot;
        final List<Choice> choices;
        final Choice via;
        final Step step;
        int next;

        Frame(TransitionSystem system, List<Choice> choices, Choice via, Step step) {
            this.snapshot = choices.size() > 1 ? system.snapshot() : null;
            this.choices = choices;
            this.via = via;
            this.step = step;
        }
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        List<Frame> path = new ArrayList<>();
        List<Choice> initial = exploration.arrive(system, null, 0, () -> Trail.EMPTY);
        if (initial.isEmpty()) {
            return;
        }
        Frame current = new Frame(system, initial, null, null); // the frame whose state the system is in, if any
        path.add(current);
        while (!path.isEmpty() && exploration.proceed(path.size() - 1)) {
            Frame top = path.get(path.size() - 1);
            if (top.next == top.choices.size()) {
                path.remove(path.size() - 1);
                continue;
            }
            if (top != current) {
                system.restore(top.snapshot);
            }
            Choice choice = top.choices.get(top.next++);
            Step step = system.step(choice);
            current = null;
            List<Choice> successors = exploration.arrive(system, step, path.size(), () -> trail(path).then(choice, step));
            if (!successors.isEmpty()) {
                current = new Frame(system, successors, choice, step);
                path.add(current);
            }
        }
    }

    private static Trail trail(List<Frame> path) {
        List<Step> steps = new ArrayList<>(path.size());
        List<Choice> choices = new ArrayList<>(path.size());
        for (Frame f : path.subList(1, path.size())) {
            steps.add(f.step);
            choices.add(f.via);
        }
        return new Trail(steps, choices);
    }
}
