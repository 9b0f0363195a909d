package org.orbitmc.junit;

import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.run.OptionWords;

/** Turns the values of a {@link ModelCheck} annotation into the checker's options, the pipeline the command line uses. */
final class ModelCheckOptions {
    private ModelCheckOptions() {
    }

    /** @throws IllegalArgumentException naming the first option whose value is not valid */
    static CheckOptions of(ModelCheck options) {
        CheckOptions o = CheckOptions.forBuilds().search(options.search()).sampling(!options.noSampling()).seed(options.seed())
                .symmetry(options.symmetry()).store(options.store()).gc(!options.noGc())
                .lockDiscipline(!options.noLockDiscipline()).lockExpressions(!options.noLockExpressions()).eagerStarts(!options.noEagerStarts())
                .identitySymmetry(!options.noIdentitySymmetry())
                .interleaveLibraries(options.interleaveLibraries()).spuriousWakeups(options.spuriousWakeups())
                .sleepSets(options.sleepSets()).dpor(options.dpor())
                .trace(options.trace()).workers(options.workers()).timeLimit(options.timeLimit().isBlank() ? OptionWords.NO_TIME_LIMIT : options.timeLimit().strip());
        if (options.kbots() != ModelCheck.DEFAULT) {
            o.kbots(options.kbots());
        }
        if (options.maxStates() != ModelCheck.DEFAULT) {
            o.maxStates(options.maxStates());
        }
        if (options.maxDepth() != ModelCheck.DEFAULT) {
            o.maxDepth(options.maxDepth());
        }
        return o;
    }
}
