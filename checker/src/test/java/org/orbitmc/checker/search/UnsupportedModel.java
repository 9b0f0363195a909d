package org.orbitmc.checker.search;

import org.orbitmc.vm.UnsupportedFeatureException;

/**
 * Thread-0 counts to 3 and calls a native method the VM does not model on its third step; Thread-1 fails once
 * (so that with all errors asked for, an error is found before the search stops).
 */
public final class UnsupportedModel extends ToyModel {
    public static final String MESSAGE = "native method Native.call()V is not supported";

    /** Whether Thread-1's step fails too (an uncaught exception a search may meet before the unsupported feature). */
    private final boolean failing;

    public UnsupportedModel() {
        this(true);
    }

    public UnsupportedModel(boolean failing) {
        super(2, 0, 0);
        this.failing = failing;
    }

    @Override
    protected boolean canRun(int thread) {
        return thread == 0 ? v[0] < 3 : v[1] == 0;
    }

    @Override
    protected Step run(int thread, int value) {
        if (thread == 1) {
            v[1] = 1;
            return new Step("Thread-1", "Native.java", 7, 7, "end", null,
                    failing ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Thread-1", "java.lang.RuntimeException: B") : null);
        }
        if (v[0] == 2) {
            throw new UnsupportedFeatureException(MESSAGE);
        }
        v[0]++;
        return step("Thread-0", "Native.java", 3, "write Native.x");
    }

    @Override
    public boolean isFinished() {
        return v[0] == 3 && v[1] == 1;
    }
}
