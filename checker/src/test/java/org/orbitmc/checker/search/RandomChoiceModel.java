package org.orbitmc.checker.search;

/**
 * One thread: {@code int r = Verify.randomInt(0, 2); Verify.assertTrue(r != 2);}, a data choice with three
 * values of which the last fails. Its counterexample's schedule is {@code 0:2.0}.
 */
public final class RandomChoiceModel extends ToyModel {
    public RandomChoiceModel() {
        super(1, 0, 0);
    }

    @Override
    protected boolean canRun(int thread) {
        return v[1] < 2;
    }

    @Override
    protected int[] values(int thread) {
        return v[1] == 0 ? new int[] {0, 1, 2} : new int[] {0};
    }

    @Override
    protected Step run(int thread, int value) {
        if (v[1] == 0) {
            v[0] = value;
            v[1] = 1;
            return step("main", "Random.java", 3, "choose " + value);
        }
        v[1] = 2;
        ProgramError error = v[0] == 2 ? new ProgramError(ProgramError.ASSERTION, "main", "r != 2 failed") : null;
        return new Step("main", "Random.java", 4, 4, "end", null, error);
    }

    @Override
    public boolean isFinished() {
        return v[1] == 2;
    }
}
