package org.orbitmc.checker.vm;

import java.util.List;

import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.Step;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.store.StateVector;

/** A transition system that passes every call to another: tests override what they observe. */
abstract class ForwardingTransitionSystem implements TransitionSystem {
    final TransitionSystem system;

    ForwardingTransitionSystem(TransitionSystem system) {
        this.system = system;
    }

    @Override
    public void encode(StateVector out) {
        system.encode(out);
    }

    @Override
    public Step step(Choice choice) {
        return system.step(choice);
    }

    @Override
    public Object snapshot() {
        return system.snapshot();
    }

    @Override
    public void restore(Object state) {
        system.restore(state);
    }

    @Override
    public List<Choice> enabled() {
        return system.enabled();
    }

    @Override
    public boolean isFinished() {
        return system.isFinished();
    }

    @Override
    public List<String> deadlockDescription() {
        return system.deadlockDescription();
    }
}
