package org.orbitmc.checker.search;

/**
 * Two threads take {@code k} steps each; the second thread fails at its last step if the threads strictly alternated
 * from the start (0, 1, 0, 1, ...). Every switch but the last leaves a thread that could go on, so the error needs
 * {@code 2k - 2} preemptions: with k = 3, four, more than the preemption-bounded search counts before it goes on
 * depth-first. State: {@code pc0, pc1, last, alternating}.
 */
public final class AlternationModel extends ToyModel {
    private final int k;

    public AlternationModel(int k) {
        super(2, 0, 0, -1, 1);
        this.k = k;
    }

    @Override
    protected boolean canRun(int thread) {
        return v[thread] < k;
    }

    @Override
    protected Step run(int thread, int value) {
        int pc = v[thread]++;
        boolean expected = v[2] == -1 ? thread == 0 : thread != v[2];
        v[3] = v[3] == 1 && expected ? 1 : 0;
        v[2] = thread;
        boolean failed = thread == 1 && pc == k - 1 && v[3] == 1;
        ProgramError error = failed
                ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Thread-1", "java.lang.AssertionError: the threads alternated")
                : null;
        return new Step("Thread-" + thread, "Alternation.java", 3 + pc, 3 + pc, "step " + pc, null, error);
    }

    @Override
    public boolean isFinished() {
        return v[0] == k && v[1] == k;
    }
}
