package org.orbitmc.vm.interp;

/**
 * A Java exception thrown in the checked program, travelling through host code (natives, the VM's
 * helpers) to the interpreter, which dispatches it to the program's handlers. Carries the heap ref of
 * the throwable; no host stack trace, since it is control flow, not a host error.
 */
public final class GuestException extends RuntimeException {
    private final int throwable;

    public GuestException(int throwable) {
        super(null, null, false, false);
        this.throwable = throwable;
    }

    public int throwable() {
        return throwable;
    }
}
