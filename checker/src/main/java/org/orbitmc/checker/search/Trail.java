package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

/** The path from the initial state to a state: the steps taken and the choices that took them. */
record Trail(List<Step> steps, List<Choice> choices) {
    static final Trail EMPTY = new Trail(List.of(), List.of());

    /** This path followed by one more transition. */
    Trail then(Choice choice, Step step) {
        List<Step> s = new ArrayList<>(steps.size() + 1);
        s.addAll(steps);
        s.add(step);
        List<Choice> c = new ArrayList<>(choices.size() + 1);
        c.addAll(choices);
        c.add(choice);
        return new Trail(s, c);
    }
}
