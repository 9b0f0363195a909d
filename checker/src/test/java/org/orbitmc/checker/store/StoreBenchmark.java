package org.orbitmc.checker.store;

import java.util.Random;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Bytes per stored state and time per add of the three stores, on states shaped like a program's: a heap of
 * 1,000 objects of 8 ints of which each successive state changes one, and 3 threads. Prints figures, asserts
 * nothing. Run it with
 * {@code mvn -o -B -pl checker test -Dtest=StoreBenchmark -Dorbit.excludedGroups=none}.
 */
@Tag("benchmark")
class StoreBenchmark {
    private static final int STATES = 20_000;
    private static final int OBJECTS = 1_000;

    @Test
    void memoryAndSpeed() {
        for (int round = 0; round < 2; round++) { // the first round warms the JIT up
            measure("exact", new ExactStore());
            measure("collapse", new CollapseStore());
            measure("fingerprint", new FingerprintStore());
        }
    }

    private static void measure(String name, VisitedSet store) {
        Random random = new Random(1);
        int[][] heap = new int[OBJECTS][8];
        int[][] threads = new int[3][20];
        StateVector v = new StateVector();
        long start = System.nanoTime();
        long encodedInts = 0;
        for (int i = 0; i < STATES; i++) {
            heap[random.nextInt(OBJECTS)][random.nextInt(8)] = i;
            threads[random.nextInt(3)][random.nextInt(20)] = random.nextInt(100);
            v.clear();
            v.component(StateVector.GLOBALS, 0, new int[] {i % 7});
            for (int[] t : threads) {
                v.component(StateVector.THREADS, 0, t);
            }
            for (int[] o : heap) {
                v.component(StateVector.HEAP, 1, o);
            }
            encodedInts += v.size();
            store.add(v);
        }
        long nanos = System.nanoTime() - start;
        System.out.printf("%-12s %9.1f bytes/state (encoding %.0f bytes), %7.0f ns/add, %d states%n", name,
                (double) store.bytesUsed() / store.size(), 4.0 * encodedInts / STATES, (double) nanos / STATES, store.size());
    }
}
