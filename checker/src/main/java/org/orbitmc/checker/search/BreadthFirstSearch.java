package org.orbitmc.checker.search;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.LongSupplier;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

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

    /** Per expanded state, by id: its parent's id (-1 for the initial state) and the choice from the parent. */
    private static final class Parents {
        final IntArrayList parent = new IntArrayList();
        final IntArrayList thread = new IntArrayList();
        final IntArrayList value = new IntArrayList();

        int add(int parentId, Choice via) {
            parent.add(parentId);
            thread.add(via == null ? -1 : via.thread());
            value.add(via == null ? 0 : via.value());
            return parent.size() - 1;
        }

        List<Choice> pathTo(int id) {
            List<Choice> choices = new ArrayList<>();
            for (int s = id; parent.get(s) >= 0; s = parent.get(s)) {
                choices.add(new Choice(thread.get(s), value.get(s)));
            }
            Collections.reverse(choices);
            return choices;
        }
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        Object initial = system.snapshot();
        Parents parents = new Parents();
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
                    Trail path = trail(system, initial, parents.pathTo(node.id()));
                    system.step(choice); // back in the state reached, which an all-errors search explores on from
                    return path.then(choice, step);
                });
                if (!successors.isEmpty()) {
                    frontier.add(new Node(system.snapshot(), parents.add(node.id(), choice), node.depth() + 1, successors));
                }
            }
        }
    }

    /** Re-executes a path the search took, from the initial state, for the steps a counterexample shows. */
    private static Trail trail(TransitionSystem system, Object initial, List<Choice> choices) {
        system.restore(initial);
        try {
            return new Trail(Replay.steps(system, choices), choices);
        } catch (ScheduleException e) {
            throw new IllegalStateException("the transition system is not deterministic: re-executing a path gave "
                    + "another result (" + e.getMessage() + ")", e);
        }
    }
}
