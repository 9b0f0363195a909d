package org.orbitmc.junit;

import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.search.CheckConfig;

/** Turns the values of a {@link ModelCheck} annotation into the checker's configuration. */
final class ModelCheckOptions {
    private ModelCheckOptions() {
    }

    /** @throws IllegalArgumentException naming the first option whose value is not valid */
    static CheckConfig config(ModelCheck options) {
        CheckOptions o = new CheckOptions().search(options.search()).symmetry(options.symmetry()).store(options.store())
                .gc(!options.noGc())
                .lockDiscipline(!options.noLockDiscipline())
                .interleaveLibraries(options.interleaveLibraries());
        if (options.kbots() != ModelCheck.DEFAULT) {
            o.kbots(String.valueOf(options.kbots()));
        }
        if (options.maxStates() != ModelCheck.DEFAULT) {
            o.maxStates(options.maxStates());
        }
        if (options.maxDepth() != ModelCheck.DEFAULT) {
            o.maxDepth(options.maxDepth());
        }
        o.timeLimit(options.timeLimit().isEmpty() ? CheckOptions.NO_TIME_LIMIT : options.timeLimit());
        return o.config();
    }

    /** @throws IllegalArgumentException when {@code trace} is not folded, full or table */
    static TracePrinter.Style trace(ModelCheck options) {
        return TracePrinter.Style.of(options.trace());
    }
}
