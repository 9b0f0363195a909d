package org.orbitmc.checker.search;

/**
 * Two threads increment a shared counter without a lock ({@code tmp = count; count = tmp + 1}); when both have
 * ended, main prints the count and asserts it is 2. A lost update fails the assertion.
 *
 * <p>Threads: 0 = main, 1 = Thread-0, 2 = Thread-1. State: {@code count, pc1, tmp1, pc2, tmp2, pcMain}; a
 * worker's pc is 0 before its read, 1 before its write, 2 when ended (tmp cleared: a dead local is not state).
 * The reachable states by (pc1, pc2), and the transitions out of them:
 * <pre>
 *   (pc1,pc2)  states                                           transitions
 *   (0,0)      1  count 0                                       2
 *   (1,0)      1  tmp1 0                                        2
 *   (0,1)      1  tmp2 0                                        2
 *   (2,0)      1  count 1                                       1
 *   (1,1)      1  tmp1 0, tmp2 0, count 0                       2
 *   (0,2)      1  count 1                                       1
 *   (2,1)      2  tmp2 1 (read after the write) or 0 (before)   1 + 1
 *   (1,2)      2  likewise                                      1 + 1
 *   (2,2)      2  count 2, or count 1 (a lost update)           1 + 1   main's assert
 *   main ended 2  count 2, or count 1 (after the failed assertion: an error ends only its thread, and the
 *                 state after it is explored like any other)
 *             --                                               --
 *             14 states                                        16 transitions
 * </pre>
 */
public final class RacyCounterModel extends ToyModel {
    private static final int COUNT = 0;
    private static final int MAIN = 5;

    public RacyCounterModel() {
        super(3, 0, 0, 0, 0, 0, 0);
    }

    private static int pc(int worker) {
        return 2 * worker - 1;
    }

    @Override
    protected boolean canRun(int thread) {
        if (thread == 0) {
            return v[MAIN] == 0 && v[pc(1)] == 2 && v[pc(2)] == 2;
        }
        return v[pc(thread)] < 2;
    }

    @Override
    protected Step run(int thread, int value) {
        String name = "Thread-" + (thread - 1);
        if (thread == 0) {
            v[MAIN] = 1;
            String output = "count = " + v[COUNT] + "\n";
            ProgramError error = v[COUNT] == 2 ? null
                    : new ProgramError(ProgramError.UNCAUGHT_EXCEPTION, "main", "java.lang.AssertionError: lost update: " + v[COUNT]);
            return new Step("main", "Counter.java", 20, 22, "end", output, error);
        }
        int pc = pc(thread);
        if (v[pc] == 0) {
            v[pc + 1] = v[COUNT];
            v[pc] = 1;
            return step(name, "Counter.java", 12, "read Counter.count");
        }
        v[COUNT] = v[pc + 1] + 1;
        v[pc + 1] = 0;
        v[pc] = 2;
        return new Step(name, "Counter.java", 12, 14, "write Counter.count", null, null);
    }

    @Override
    public boolean isFinished() {
        return v[MAIN] == 1;
    }
}
