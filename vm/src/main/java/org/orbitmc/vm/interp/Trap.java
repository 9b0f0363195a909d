package org.orbitmc.vm.interp;

/**
 * An exception the VM raises in the program (NullPointerException, ArithmeticException, linkage
 * errors, ...), named by class and message. Thrown by fast paths that do not have the frame state at
 * hand; the interpreter saves the frame and turns it into a real throwable on the heap.
 */
public final class Trap extends RuntimeException {
    private final String className;

    public Trap(String className, String message) {
        super(message, null, false, false);
        this.className = className;
    }

    /** Internal name of the throwable's class. */
    public String className() {
        return className;
    }

    public static Trap npe() {
        return new Trap("java/lang/NullPointerException", null);
    }
}
