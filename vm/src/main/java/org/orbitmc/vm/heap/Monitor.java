package org.orbitmc.vm.heap;

/** The monitor of an object: its owner thread, the recursion count, and the threads waiting on it. */
public final class Monitor {
    /** Id of the owning thread, or -1. */
    public int owner = -1;
    public int count;
    /** Ids of threads in the wait set, in arrival order. */
    public int[] waitSet = new int[0];

    public Monitor copy() {
        Monitor m = new Monitor();
        m.owner = owner;
        m.count = count;
        m.waitSet = waitSet.clone();
        return m;
    }

    public boolean isFree() {
        return owner < 0 && waitSet.length == 0;
    }
}
