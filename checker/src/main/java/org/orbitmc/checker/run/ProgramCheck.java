package org.orbitmc.checker.run;

import java.util.List;
import java.util.function.Supplier;

import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.Statistics;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TransitionSystemFactory;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.vm.UnsupportedFeatureException;

/**
 * Creates a program's transition system and runs a search on it, the same way for {@code orbit check}, the JUnit
 * extension and the Maven goal: a program that uses what the VM does not model before its {@code main} starts gives an
 * incomplete result with the reason, as one that does so later does, so each entry point reports it as a verdict.
 */
public final class ProgramCheck {
    private ProgramCheck() {
    }

    /** @throws org.orbitmc.vm.VmFailure when the program cannot be loaded (a class not found, a broken class file) */
    public static CheckResult explore(TransitionSystemFactory factory, CheckTarget target, CheckConfig config, Search search) {
        long started = System.nanoTime();
        TransitionSystem system;
        Supplier<TransitionSystem> family = config.workers() > 1 ? factory.family(target, config.matching()) : null;
        try {
            system = family != null ? family.get() : factory.create(target, config.matching());
        } catch (UnsupportedFeatureException e) {
            long millis = (System.nanoTime() - started) / 1_000_000;
            return new CheckResult(Verdict.INCOMPLETE, e.getMessage(), List.of(),
                    new Statistics(0, 0, 0, 0, millis, 0, 0, config.store().text(), 0));
        }
        return search.run(system, family);
    }
}
