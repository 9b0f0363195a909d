package org.orbitmc.checker.search;

/**
 * Thread 0 sets {@code a = 1}, then {@code a = 0}, and ends; thread 1 reads {@code a} twice and fails if it saw
 * 1 and then 0. The error needs exactly two preemptions: thread 0 preempted after {@code a = 1} (thread 1 reads
 * 1), thread 1 preempted after its first read (thread 0 writes 0 and ends, a free switch), then thread 1 reads 0.
 * State: {@code a, pc0, pc1, x}; a thread's pc is 2 when it has ended.
 */
public final class FlickerModel extends ToyModel {
    public FlickerModel() {
        super(2, 0, 0, 0, 0);
    }

    @Override
    protected boolean canRun(int thread) {
        return v[1 + thread] < 2;
    }

    @Override
    protected Step run(int thread, int value) {
        int pc = v[1 + thread]++;
        if (thread == 0) {
            v[0] = pc == 0 ? 1 : 0;
            return step("Thread-0", "Flicker.java", 3 + pc, "write Flicker.a");
        }
        if (pc == 0) {
            v[3] = v[0];
            return step("Thread-1", "Flicker.java", 7, "read Flicker.a");
        }
        boolean flicker = v[3] == 1 && v[0] == 0;
        v[3] = 0;
        ProgramError error = flicker
                ? new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "Thread-1", "java.lang.AssertionError: a went 1 then 0")
                : null;
        return new Step("Thread-1", "Flicker.java", 8, 8, "read Flicker.a", null, error);
    }

    @Override
    public boolean isFinished() {
        return v[1] == 2 && v[2] == 2;
    }
}
