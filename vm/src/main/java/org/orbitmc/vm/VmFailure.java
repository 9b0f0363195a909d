package org.orbitmc.vm;

/**
 * A failure of the VM itself or of its input, never a verdict about the checked program.
 * Each kind carries the process exit code the command line reports for it.
 */
public abstract class VmFailure extends RuntimeException {
    protected VmFailure(String message) {
        super(message);
    }

    protected VmFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** The exit code of the {@code orbit} command for this failure. */
    public abstract int exitCode();
}
