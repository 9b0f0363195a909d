package org.orbitmc.vm;

/** A bug in Orbit, reported with where in the checked program it happened. */
public final class InternalVmError extends VmFailure {
    public InternalVmError(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public int exitCode() {
        return 3;
    }
}
