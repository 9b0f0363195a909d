package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

/**
 * What a preemption is (Musuvathi and Qadeer, PLDI 2007): running a thread other than the one that ran the last
 * transition while that one could still run. Switching away from a thread that blocked or ended is free, and so is
 * a data choice of the thread that runs on.
 */
final class Preemptions {
    private Preemptions() {
    }

    /** Whether some choice in {@code enabled} would preempt {@code last}: it can run, and so can another thread. */
    static boolean preemptible(List<Choice> enabled, int last) {
        boolean lastEnabled = false;
        boolean otherEnabled = false;
        for (Choice c : enabled) {
            if (c.thread() == last) {
                lastEnabled = true;
            } else {
                otherEnabled = true;
            }
        }
        return lastEnabled && otherEnabled;
    }

    /** Whether taking {@code choice} after {@code last} ran, with {@code enabled} the choices, is a preemption. */
    static boolean isPreemption(List<Choice> enabled, int last, Choice choice) {
        return choice.thread() != last && preemptible(enabled, last);
    }

    /** The choices of {@code enabled} that are not preemptions of {@code last} (all of them when it cannot run). */
    static List<Choice> free(List<Choice> enabled, int last) {
        return preemptible(enabled, last) ? only(enabled, last, true) : enabled;
    }

    /** The choices of {@code enabled} that are preemptions of {@code last}. */
    static List<Choice> preempting(List<Choice> enabled, int last) {
        return preemptible(enabled, last) ? only(enabled, last, false) : List.of();
    }

    private static List<Choice> only(List<Choice> enabled, int last, boolean ofLast) {
        List<Choice> out = new ArrayList<>();
        for (Choice c : enabled) {
            if ((c.thread() == last) == ofLast) {
                out.add(c);
            }
        }
        return out;
    }

    /** How many preemptions a schedule makes, replayed on {@code system} from the state it is in (which it leaves). */
    static int count(TransitionSystem system, List<Choice> schedule) {
        int last = -1;
        int n = 0;
        for (Choice c : schedule) {
            if (isPreemption(system.enabled(), last, c)) {
                n++;
            }
            system.step(c);
            last = c.thread();
        }
        return n;
    }
}
