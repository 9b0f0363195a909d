package org.orbitmc.checker.search;

import java.util.ArrayList;
import java.util.List;

/**
 * Two threads each take two locks, nest them and release them. Taken in opposite orders (Thread-0: A then B,
 * Thread-1: B then A) they can deadlock; taken in the same order they cannot.
 *
 * <p>State: {@code ownerA, ownerB, pc0, pc1}; an owner is -1 when the lock is free; a pc runs 0 (lock first),
 * 1 (lock second), 2 (unlock second), 3 (unlock first), 4 (ended).
 */
public final class TwoLocksModel extends ToyModel {
    private static final String[] LOCK_NAMES = {"A", "B"};
    private final boolean sameOrder;

    private TwoLocksModel(boolean sameOrder) {
        super(2, -1, -1, 0, 0);
        this.sameOrder = sameOrder;
    }

    /** Thread-0 takes A then B, Thread-1 B then A. */
    public static TwoLocksModel oppositeOrder() {
        return new TwoLocksModel(false);
    }

    /** Both take A then B. */
    public static TwoLocksModel sameOrder() {
        return new TwoLocksModel(true);
    }

    private int lockAt(int thread, int pc) {
        int first = thread == 0 || sameOrder ? 0 : 1;
        return pc == 0 || pc == 3 ? first : 1 - first;
    }

    private int pc(int thread) {
        return v[2 + thread];
    }

    @Override
    protected boolean canRun(int thread) {
        int pc = pc(thread);
        return pc < 2 ? v[lockAt(thread, pc)] == -1 : pc < 4;
    }

    @Override
    protected Step run(int thread, int value) {
        int pc = pc(thread);
        int lock = lockAt(thread, pc);
        v[lock] = pc < 2 ? thread : -1;
        v[2 + thread] = pc + 1;
        return step("Thread-" + thread, "Locks.java", 10 + pc, (pc < 2 ? "lock " : "unlock ") + LOCK_NAMES[lock]);
    }

    @Override
    public boolean isFinished() {
        return pc(0) == 4 && pc(1) == 4;
    }

    @Override
    public List<String> deadlockDescription() {
        List<String> lines = new ArrayList<>();
        for (int t = 0; t < 2; t++) {
            int pc = pc(t);
            if (pc < 2 && !canRun(t)) {
                int lock = lockAt(t, pc);
                lines.add("\"Thread-" + t + "\" waits for lock " + LOCK_NAMES[lock] + " held by \"Thread-" + v[lock] + "\"");
            }
        }
        return lines;
    }
}
