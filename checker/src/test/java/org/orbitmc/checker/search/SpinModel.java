package org.orbitmc.checker.search;

/**
 * Thread-0 spins {@code while (!flag) { }}; Thread-1 sets the flag. A read of the flag while it is false leads
 * back to the same state (a self-loop), which only the visited set stops.
 *
 * <p>State: {@code flag, pc0, pc1}. States: (0,0,0) where Thread-0 can spin (back to itself) or Thread-1 can set
 * the flag; (1,0,1) where Thread-0 reads true; (1,1,1) final. 3 states, 3 transitions.
 */
public final class SpinModel extends ToyModel {
    public SpinModel() {
        super(2, 0, 0, 0);
    }

    @Override
    protected boolean canRun(int thread) {
        return v[1 + thread] == 0;
    }

    @Override
    protected Step run(int thread, int value) {
        if (thread == 1) {
            v[0] = 1;
            v[2] = 1;
            return step("Thread-1", "Spin.java", 9, "write Spin.flag");
        }
        if (v[0] == 1) {
            v[1] = 1;
        }
        return step("Thread-0", "Spin.java", 5, "read Spin.flag");
    }

    @Override
    public boolean isFinished() {
        return v[1] == 1 && v[2] == 1;
    }
}
