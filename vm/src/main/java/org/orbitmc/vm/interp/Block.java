package org.orbitmc.vm.interp;

/**
 * The current thread stops here: it cannot proceed (a monitor held by another thread, a wait, a park, a
 * sleep, a class being initialized by another thread), or its transition ends before a visible
 * operation. The interpreter saves the frame with the pc of that operation, which runs again when the
 * thread is next scheduled; an operation that blocks records in the thread how far it got (a wait
 * has released its monitor), so that running again completes it. Carries no state of its own.
 */
public final class Block extends RuntimeException {
    public static final Block INSTANCE = new Block();

    private Block() {
        super(null, null, false, false);
    }
}
