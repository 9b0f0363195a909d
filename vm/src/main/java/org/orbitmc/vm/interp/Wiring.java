package org.orbitmc.vm.interp;

/** Connects the interpreter's collaborators that refer to each other. */
public final class Wiring {
    private Wiring() {
    }

    public static void wire(Invoker invoker, ClassInitializer initializer, Throwables throwables) {
        invoker.wire(initializer, throwables);
        initializer.wire(throwables);
    }
}
