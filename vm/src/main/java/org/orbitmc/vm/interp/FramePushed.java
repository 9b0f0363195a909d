package org.orbitmc.vm.interp;

/**
 * A native left its invoke by pushing an interpreted frame on the current thread instead of returning a value
 * ({@link org.orbitmc.vm.Vm#initializeForNative}, {@link org.orbitmc.vm.Vm#tailCall}): the interpreter runs that
 * frame as ordinary code, with its scheduling points and able to block. A class initializer's frame returns into
 * the invoke, which runs again; a tail-called method's frame returns its result as the native's. Carries no state.
 */
public final class FramePushed extends RuntimeException {
    public static final FramePushed INSTANCE = new FramePushed();

    private FramePushed() {
        super(null, null, false, false);
    }
}
