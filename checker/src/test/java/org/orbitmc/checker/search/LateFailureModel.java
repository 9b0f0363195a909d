package org.orbitmc.checker.search;

/**
 * Thread-0 increments {@code x} five times; Thread-1 runs once and fails if {@code x >= 2} by then. Depth-first
 * search, trying Thread-0 first, finds the failure after 0.0.0.0.0.1; the shortest counterexample is 0.0.1.
 */
public final class LateFailureModel extends ToyModel {
    public static final String MESSAGE = "java.lang.IllegalStateException: too late: x = 2 or more";

    public LateFailureModel() {
        super(2, 0, 0);
    }

    @Override
    protected boolean canRun(int thread) {
        return thread == 0 ? v[0] < 5 : v[1] == 0;
    }

    @Override
    protected Step run(int thread, int value) {
        if (thread == 0) {
            v[0]++;
            return step("Thread-0", "Late.java", 4, "write Late.x");
        }
        v[1] = 1;
        ProgramError error = v[0] >= 2 ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Thread-1", MESSAGE) : null;
        return new Step("Thread-1", "Late.java", 8, 9, "read Late.x", null, error);
    }

    @Override
    public boolean isFinished() {
        return v[0] == 5 && v[1] == 1;
    }
}
