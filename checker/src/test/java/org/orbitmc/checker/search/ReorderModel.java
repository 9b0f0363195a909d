package org.orbitmc.checker.search;

/**
 * SCTBench's reorder as a toy: {@code n} writers each set {@code a = 1} then {@code b = -1}; one reader (the last
 * thread) reads {@code a} then {@code b} and fails unless it saw both writes or neither. One preemption suffices:
 * a writer preempted between its writes. State: {@code a, b, x, the writers' pcs..., the reader's pc}.
 */
public final class ReorderModel extends ToyModel {
    private final int n;

    public ReorderModel(int n) {
        super(n + 1, new int[3 + n + 1]);
        this.n = n;
    }

    @Override
    protected boolean canRun(int thread) {
        return v[3 + thread] < 2;
    }

    @Override
    protected Step run(int thread, int value) {
        int pc = v[3 + thread]++;
        if (thread < n) {
            v[pc] = pc == 0 ? 1 : -1;
            return step("Thread-" + thread, "Reorder.java", 5 + pc, pc == 0 ? "write Reorder.a" : "write Reorder.b");
        }
        if (pc == 0) {
            v[2] = v[0];
            return step("Reader", "Reorder.java", 9, "read Reorder.a");
        }
        int x = v[2];
        int y = v[1];
        v[2] = 0;
        ProgramError error = (x == 0 && y == 0) || (x == 1 && y == -1) ? null
                : new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Reader", "java.lang.AssertionError: reordered");
        return new Step("Reader", "Reorder.java", 10, 10, "read Reorder.b", null, error);
    }

    @Override
    public boolean isFinished() {
        for (int t = 0; t <= n; t++) {
            if (v[3 + t] < 2) {
                return false;
            }
        }
        return true;
    }
}
