package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * The expanded states of a search that does not keep its path on a stack, by id: each state's parent and the choice
 * that reached it from there (12 bytes a state), from which the path to any of them is rebuilt.
 */
final class ParentTree {
    private final IntArrayList parent = new IntArrayList();
    private final IntArrayList thread = new IntArrayList();
    private final IntArrayList value = new IntArrayList();

    /** A new state reached from {@code parentId} (-1 for the initial state) by {@code via}; its id. */
    int add(int parentId, Choice via) {
        parent.add(parentId);
        thread.add(via == null ? -1 : via.thread());
        value.add(via == null ? 0 : via.value());
        return parent.size() - 1;
    }

    /** The choices from the initial state to state {@code id}. */
    List<Choice> pathTo(int id) {
        List<Choice> choices = new ArrayList<>();
        for (int s = id; parent.get(s) >= 0; s = parent.get(s)) {
            choices.add(new Choice(thread.get(s), value.get(s)));
        }
        Collections.reverse(choices);
        return choices;
    }

    /** The states from the initial one to {@code id}, by id. */
    int[] ancestry(int id) {
        int n = 0;
        for (int s = id; s >= 0; s = parent.get(s)) {
            n++;
        }
        int[] ids = new int[n];
        for (int s = id; s >= 0; s = parent.get(s)) {
            ids[--n] = s;
        }
        return ids;
    }

    /** The choice that reached state {@code id} from its parent. */
    Choice via(int id) {
        return new Choice(thread.get(id), value.get(id));
    }

    /** Re-executes the path to state {@code id} from {@code initial}, for the steps a counterexample shows. */
    Trail trail(TransitionSystem system, Object initial, int id) {
        List<Choice> choices = pathTo(id);
        system.restore(initial);
        try {
            return new Trail(Replay.steps(system, choices), choices);
        } catch (ScheduleException e) {
            throw new IllegalStateException("the transition system is not deterministic: re-executing a path gave "
                    + "another result (" + e.getMessage() + ")", e);
        }
    }
}
