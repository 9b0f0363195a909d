package org.orbitmc.checker.search;

/**
 * Two threads each count to 3. Thread-0's step from 2 fails with "A" and Thread-1's step from 1 fails with "B",
 * whatever the other thread has done; a failing step ends its thread (the count jumps to 3), the other goes on. Each
 * error is reachable from several states, by many paths, and must still be reported once.
 */
public final class TwoErrorsModel extends ToyModel {
    public TwoErrorsModel() {
        super(2, 0, 0);
    }

    @Override
    protected boolean canRun(int thread) {
        return v[thread] < 3;
    }

    @Override
    protected Step run(int thread, int value) {
        int before = v[thread]++;
        boolean fails = thread == 0 ? before == 2 : before == 1;
        if (fails) {
            v[thread] = 3;
        }
        ProgramError error = fails ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Thread-" + thread,
                "java.lang.RuntimeException: " + (thread == 0 ? "A" : "B")) : null;
        return new Step("Thread-" + thread, "Two.java", 3, 3, "write Two.c" + thread, null, error);
    }

    @Override
    public boolean isFinished() {
        return v[0] == 3 && v[1] == 3;
    }
}
