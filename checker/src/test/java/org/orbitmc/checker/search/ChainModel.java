package org.orbitmc.checker.search;

/**
 * One thread counting from 0 to {@code length}: a single path as deep as it is long, to show that depth-first
 * search keeps its stack off the host stack. Unbounded ({@code length} &lt; 0) it never ends, for the limits.
 */
public final class ChainModel extends ToyModel {
    private static final Step STEP = step("main", "Chain.java", 3, "write Chain.i");
    private final int length;

    public ChainModel(int length) {
        super(1, 0);
        this.length = length;
    }

    @Override
    protected boolean canRun(int thread) {
        return length < 0 || v[0] < length;
    }

    @Override
    protected Step run(int thread, int value) {
        v[0]++;
        return STEP;
    }

    @Override
    public boolean isFinished() {
        return v[0] == length;
    }
}
