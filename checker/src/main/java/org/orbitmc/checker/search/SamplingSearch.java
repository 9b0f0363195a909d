package org.orbitmc.checker.search;

import java.util.function.LongSupplier;

/**
 * Draws whole schedules at random ({@link Sampler}) and checks each transition as a systematic search does, with
 * no visited set: every error found comes with the schedule that reached it, and a run that finds none proves
 * nothing, so its verdict is "incomplete: N schedules sampled, no error".
 */
final class SamplingSearch extends Search {
    SamplingSearch(CheckConfig config, ProgressListener progress, LongSupplier nanoTime) {
        super(config, progress, nanoTime);
    }

    @Override
    void explore(TransitionSystem system, Exploration exploration) {
        Sampler sampler = new Sampler(system, system.snapshot(), exploration, config().sampling(), config().maxDepth());
        exploration.stage(new Exploration.Stage() {
            @Override
            public String progress() {
                return String.format("%,d schedules sampled", sampler.samples());
            }

            @Override
            public String coveredWhenStopped() {
                return String.format("%,d schedules sampled, no error", sampler.samples());
            }

            @Override
            public long schedulesSampled() {
                return sampler.samples();
            }
        });
        while (sampler.samples() < config().sampling().iterations() && exploration.proceed(0)) {
            if (!sampler.sample()) {
                return;
            }
        }
        if (!exploration.foundErrors() || config().allErrors()) {
            exploration.stage(null);
            exploration.stop(String.format("%,d schedules sampled", sampler.samples())
                    + (exploration.foundErrors() ? "" : ", no error"));
        }
    }
}
