package org.orbitmc.vm.interp;

import org.orbitmc.vm.classes.MethodInfo;

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

    private MethodInfo nativeMethod;

    /** The JDK native that raised this trap, for the throwable's stack trace; null when the interpreter raised it. */
    public MethodInfo nativeMethod() {
        return nativeMethod;
    }

    void raisedIn(MethodInfo m) {
        if (nativeMethod == null) {
            nativeMethod = m;
        }
    }

    /** Internal name of the throwable's class. */
    public String className() {
        return className;
    }

    public static Trap npe() {
        return new Trap("java/lang/NullPointerException", null);
    }
}
