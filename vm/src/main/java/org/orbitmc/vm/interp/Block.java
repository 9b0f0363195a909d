package org.orbitmc.vm.interp;

/**
 * The current thread cannot proceed (a monitor held by another thread, a wait, a park, a sleep, a class
 * being initialized by another thread). Thrown before the blocking operation has any effect; the
 * interpreter saves the frame with the pc of that operation, which runs again when the thread is next
 * scheduled. Carries no state: the reason is recorded in the thread.
 */
public final class Block extends RuntimeException {
    public static final Block INSTANCE = new Block();

    private Block() {
        super(null, null, false, false);
    }
}
