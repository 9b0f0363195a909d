package org.orbitmc.checker.vm;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.orbitmc.checker.conformance.ConcurrentPrograms;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.TransitionSystem;

/** A concurrent corpus program's transition system, and a depth-first search of it: what the lock-discipline tests share. */
final class CorpusSearch {
    private CorpusSearch() {
    }

    static CheckResult search(TransitionSystem system, StateMatching matching) {
        return search(system, matching, SearchOrder.DFS);
    }

    static CheckResult search(TransitionSystem system, StateMatching matching, SearchOrder order) {
        CheckConfig config = new CheckConfig(200_000, CheckConfig.NO_DEPTH_LIMIT, Duration.ofMinutes(2), order, false,
                matching, StoreKind.COLLAPSE);
        return Search.of(config, ProgressListener.NONE).run(system);
    }

    static VmTransitionSystem system(String name, StateMatching matching) throws Exception {
        ConcurrentPrograms.Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
        CheckTarget target = new CheckTarget(List.of(program.classes()), Map.of(), program.mainClass(), List.of(), true, Map.of());
        return (VmTransitionSystem) new VmTransitionSystemFactory().create(target, matching);
    }
}
