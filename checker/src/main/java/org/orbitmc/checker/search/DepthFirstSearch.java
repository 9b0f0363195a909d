package org.orbitmc.checker.search;

import java.util.List;
import java.util.function.LongSupplier;

/** Depth-first, on one thread: a {@link DepthFirstPath} from the initial state. */
final class DepthFirstSearch extends Search {
    private static final Runnable NOTHING = () -> { };

    DepthFirstSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        super(config, progress, nanoTime);
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        if (config().dpor() && system.recordFootprints()) {
            // Like sleep sets, partial-order reduction starts afresh with each run.
            SourceSetPath path = new SourceSetPath();
            exploration.arrivals(path);
            path.search(system, exploration);
            return;
        }
        // Sleep sets start afresh with each run (a run that refines the system starts the search again).
        SleepSets sleeps = config().sleepSets() && system.recordFootprints() ? new SleepSets() : null;
        exploration.arrivals(sleeps);
        List<Choice> initial = exploration.arrive(system, null, 0, () -> Trail.EMPTY);
        if (initial.isEmpty()) {
            return;
        }
        DepthFirstPath path = new DepthFirstPath();
        path.push(new DepthFirstPath.Frame(system, initial, null, null));
        path.search(system, exploration, NOTHING, sleeps);
    }
}
