package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.checker.store.StateVector;

/**
 * A small program written directly as a transition system, for testing the search without the VM. The whole
 * state is an int vector {@code v}; threads are numbered from 0; a subclass says when each thread can run and
 * what one transition of it does.
 */
public abstract class ToyModel implements TransitionSystem {
    /** The state. Subclasses read and write it in {@link #run}. */
    protected int[] v;
    private final int threads;

    protected ToyModel(int threads, int... initial) {
        this.threads = threads;
        this.v = initial.clone();
    }

    protected abstract boolean canRun(int thread);

    /** The values of a data choice of {@code thread} in the current state; just 0 when it has none. */
    protected int[] values(int thread) {
        return new int[] {0};
    }

    /** One transition of {@code thread} with the chosen value. */
    protected abstract Step run(int thread, int value);

    @Override
    public Object snapshot() {
        return v.clone();
    }

    @Override
    public void restore(Object state) {
        v = ((int[]) state).clone();
    }

    @Override
    public void encode(StateVector out) {
        out.component(StateVector.GLOBALS, 0, v);
    }

    @Override
    public List<Choice> enabled() {
        List<Choice> enabled = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            if (canRun(t)) {
                for (int value : values(t)) {
                    enabled.add(new Choice(t, value));
                }
            }
        }
        return enabled;
    }

    @Override
    public Step step(Choice choice) {
        if (!enabled().contains(choice)) {
            throw new IllegalStateException(choice + " is not enabled in " + java.util.Arrays.toString(v));
        }
        return run(choice.thread(), choice.value());
    }

    @Override
    public List<String> deadlockDescription() {
        return List.of();
    }

    protected static Step step(String thread, String file, int line, String operation) {
        return new Step(thread, file, line, line, operation, null, null);
    }
}
