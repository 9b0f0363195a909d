package org.orbitmc.checker.search;

/**
 * The shape of a reflective write to a final field: Thread-0 reads x twice and fails if the reads differ; Thread-1
 * writes x once. While the model has not seen the write (host state, kept across {@link #restore}, as the VM's
 * flags are), Thread-0 takes both reads in one transition, so only a search that starts again after the write was
 * first seen can find the failure. State: {@code v = [reads done, first read, x, writer done]}.
 */
public final class RefiningModel extends ToyModel {
    private boolean fine;
    private int refinements;

    public RefiningModel() {
        super(2, 0, 0, 1, 0);
    }

    @Override
    public int refinements() {
        return refinements;
    }

    @Override
    protected boolean canRun(int thread) {
        return thread == 0 ? v[0] < 2 : v[3] == 0;
    }

    @Override
    protected Step run(int thread, int value) {
        if (thread == 1) {
            v[2] = 2;
            v[3] = 1;
            if (!fine) {
                fine = true;
                refinements++;
            }
            return step("Thread-1", "Refining.java", 3, "write x");
        }
        if (v[0] == 0) {
            v[1] = v[2];
            v[0] = 1;
            if (fine) {
                return step("Thread-0", "Refining.java", 7, "read x");
            }
        }
        v[0] = 2;
        ProgramError error = v[1] != v[2] ? new ProgramError(ProgramError.ASSERTION, "Thread-0", "x changed") : null;
        return new Step("Thread-0", "Refining.java", 8, 8, "read x", null, error);
    }

    @Override
    public boolean isFinished() {
        return v[0] == 2 && v[3] == 1;
    }
}
