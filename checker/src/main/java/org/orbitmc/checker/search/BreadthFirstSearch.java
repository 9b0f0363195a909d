package org.orbitmc.checker.search;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.LongSupplier;

/**
 * Breadth-first, level by level, so that the first counterexample found for an error is a shortest one. Each
 * frontier state keeps a snapshot; each expanded state keeps only a parent pointer and the choice that reached
 * it (12 bytes), from which a counterexample's path is rebuilt and re-executed from the initial state.
 */
final class BreadthFirstSearch extends Search {
    BreadthFirstSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        super(config, progress, nanoTime);
    }

    /** A state waiting to be expanded. */
    private record Node(Object snapshot, int id, int depth, List<Choice> choices) {
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        Object initial = system.snapshot();
        ParentTree parents = new ParentTree();
        ArrayDeque<Node> frontier = new ArrayDeque<>();
        List<Choice> choices = exploration.arrive(system, null, 0, () -> Trail.EMPTY);
        if (!choices.isEmpty()) {
            frontier.add(new Node(initial, parents.add(-1, null), 0, choices));
        }
        while (!frontier.isEmpty()) {
            Node node = frontier.poll();
            for (Choice choice : node.choices()) {
                if (!exploration.proceed(node.depth())) {
                    return;
                }
                system.restore(node.snapshot());
                Step step = system.step(choice);
                List<Choice> successors = exploration.arrive(system, step, node.depth() + 1, () -> {
                    Trail path = parents.trail(system, initial, node.id());
                    system.step(choice); // back in the state reached, which an all-errors search explores on from
                    return path.then(choice, step);
                });
                if (!successors.isEmpty()) {
                    frontier.add(new Node(system.snapshot(), parents.add(node.id(), choice), node.depth() + 1, successors));
                }
            }
        }
    }
}
