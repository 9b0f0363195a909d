package org.orbitmc.checker.search;

/**
 * {@code n} independent threads each count from 0 to {@code k}: every interleaving is possible and none fails.
 * It has (k+1)^n states and n·k·(k+1)^(n-1) transitions (each thread's k steps, in every state of the others),
 * and its longest path has n·k transitions. Big enough, for small n and k, to test the limits.
 */
public class GridModel extends ToyModel {
    private final int k;

    public GridModel(int n, int k) {
        super(n, new int[n]);
        this.k = k;
    }

    @Override
    protected boolean canRun(int thread) {
        return v[thread] < k;
    }

    @Override
    protected Step run(int thread, int value) {
        v[thread]++;
        return step("Thread-" + thread, "Grid.java", 5, "write Grid.c" + thread);
    }

    @Override
    public boolean isFinished() {
        for (int c : v) {
            if (c < k) {
                return false;
            }
        }
        return true;
    }
}
