package org.orbitmc.checker.search;

import java.lang.reflect.InvocationTargetException;
import java.util.Optional;
import java.util.function.Supplier;

/** Makes the transition system of a program; the VM adapter is one, a test's toy model another. */
public interface TransitionSystemFactory {
    /** The VM adapter, looked up by name so that the checker builds and tests without it. */
    String VM_FACTORY = "org.orbitmc.checker.vm.VmTransitionSystemFactory";

    /**
     * @throws org.orbitmc.vm.VmFailure when the program cannot be loaded or uses what the VM does not support
     */
    TransitionSystem create(CheckTarget target, StateMatching matching);

    /**
     * Systems of the same program for the workers of a parallel search, each independent of the others (its own VM),
     * whose encodings agree: a state has the same encoding whichever of them is in it. By default, systems made by
     * {@link #create}: right where an encoding does not depend on the instance that made it (the tests' models).
     *
     * @throws org.orbitmc.vm.VmFailure from {@link Supplier#get}, as from {@link #create}
     */
    default Supplier<TransitionSystem> family(CheckTarget target, StateMatching matching) {
        return () -> create(target, matching);
    }

    /** With the default state matching. */
    default TransitionSystem create(CheckTarget target) {
        return create(target, StateMatching.defaults());
    }

    /**
     * An instance of the named class (public, with a public no-argument constructor), or empty when no such
     * class is present.
     *
     * @throws IllegalStateException when the class is present but cannot be instantiated as a factory
     */
    static Optional<TransitionSystemFactory> load(String className, ClassLoader loader) {
        Class<?> type;
        try {
            type = Class.forName(className, true, loader);
        } catch (ClassNotFoundException e) {
            return Optional.empty();
        } catch (LinkageError e) {
            throw new IllegalStateException("cannot load " + className + ": " + e, e);
        }
        try {
            return Optional.of(type.asSubclass(TransitionSystemFactory.class).getConstructor().newInstance());
        } catch (ClassCastException | ReflectiveOperationException | LinkageError e) {
            Throwable cause = e instanceof InvocationTargetException ite ? ite.getCause() : e;
            throw new IllegalStateException("cannot create " + className + ": " + cause, cause);
        }
    }
}
