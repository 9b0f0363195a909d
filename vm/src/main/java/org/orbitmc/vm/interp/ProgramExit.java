package org.orbitmc.vm.interp;

/** The program called {@code System.exit} (or {@code Runtime.halt}): unwinds everything, running no finally blocks. */
public final class ProgramExit extends RuntimeException {
    private final int status;

    public ProgramExit(int status) {
        super(null, null, false, false);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
