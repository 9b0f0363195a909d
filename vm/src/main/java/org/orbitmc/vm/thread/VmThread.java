package org.orbitmc.vm.thread;

import java.util.Arrays;

import org.orbitmc.vm.classes.MethodInfo;

/**
 * A thread of the checked program: its call stack as one contiguous value stack (a frame's locals are
 * followed by its operand stack; a callee's locals overlay the caller's pushed arguments, as in HotSpot)
 * and parallel arrays describing each frame. The top frame's pc and sp are kept in the interpreter's
 * locals while it runs and written back when it stops.
 */
public final class VmThread {
    public static final int NEW = 0;
    public static final int RUNNABLE = 1;
    public static final int BLOCKED = 2;
    public static final int WAITING = 3;
    public static final int TIMED_WAITING = 4;
    public static final int TERMINATED = 5;

    private final int id;
    /** Heap ref of the {@code java.lang.Thread} object. */
    public int threadObject;
    public int status = NEW;

    public long[] stack = new long[1024];
    public MethodInfo[] methods = new MethodInfo[64];
    public int[] pcs = new int[64];
    public int[] sps = new int[64];
    public int[] bases = new int[64];
    /** The monitor a synchronized method holds, 0 if none. */
    public int[] locks = new int[64];
    /** Index of the top frame; -1 when the thread has no frames. */
    public int depth = -1;

    public VmThread(int id) {
        this.id = id;
    }

    public int id() {
        return id;
    }

    /** Makes room for a frame at {@code depth + 1} whose locals and stack end below {@code stackEnd}. */
    public void ensureCapacity(int stackEnd) {
        if (depth + 1 >= methods.length) {
            int n = methods.length * 2;
            methods = Arrays.copyOf(methods, n);
            pcs = Arrays.copyOf(pcs, n);
            sps = Arrays.copyOf(sps, n);
            bases = Arrays.copyOf(bases, n);
            locks = Arrays.copyOf(locks, n);
        }
        if (stackEnd > stack.length) {
            stack = Arrays.copyOf(stack, Math.max(stackEnd, stack.length * 2));
        }
    }

    /** Pushes a frame whose locals start at {@code base}; the caller's state must already be saved. */
    public void pushFrame(MethodInfo method, int base, int maxLocals, int maxStack) {
        ensureCapacity(base + maxLocals + maxStack + 2);
        depth++;
        methods[depth] = method;
        bases[depth] = base;
        pcs[depth] = 0;
        sps[depth] = base + maxLocals;
        locks[depth] = 0;
    }

    public MethodInfo topMethod() {
        return depth < 0 ? null : methods[depth];
    }

    @Override
    public String toString() {
        return "thread#" + id;
    }
}
