package org.orbitmc.vm.gc;

/**
 * When the interpreter collects on its own: once {@code max(minAllocations, liveFactor × live)} objects
 * have been allocated since the last collection, live counted after it. Growing with the live heap keeps
 * the cost of marking proportional to the allocation work.
 */
public record GcSchedule(int minAllocations, int liveFactor) {
    public static final GcSchedule DEFAULT = new GcSchedule(100_000, 2);

    public GcSchedule {
        if (minAllocations < 1 || liveFactor < 0) {
            throw new IllegalArgumentException("minAllocations must be positive and liveFactor not negative");
        }
    }

    /** Allocations after which to collect again, given the objects live after the last collection. */
    public long interval(int live) {
        return Math.max(minAllocations, (long) liveFactor * live);
    }
}
