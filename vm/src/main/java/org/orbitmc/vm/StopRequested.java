package org.orbitmc.vm;

/**
 * The host asked the VM to stop in the middle of running a thread (a search's limit, the user's interrupt; see
 * {@link Vm#setPoll}): not a verdict about the program, and the VM is not used again after it.
 */
public final class StopRequested extends VmFailure {
    private static final long serialVersionUID = 1L;

    public StopRequested(String message) {
        super(message);
    }

    /** Incomplete, as every search that a limit stopped. */
    @Override
    public int exitCode() {
        return 3;
    }
}
