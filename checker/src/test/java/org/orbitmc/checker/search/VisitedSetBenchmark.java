package org.orbitmc.checker.search;

import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Heap per stored state and time per add, {@link ExactVisitedSet} against a {@code HashSet} of wrapped arrays,
 * for a million 64-byte encodings. Prints figures, asserts nothing. Run it with
 * {@code mvn -o -B -pl checker test -Dtest=VisitedSetBenchmark -Dorbit.excludedGroups=none}.
 */
@Tag("benchmark")
class VisitedSetBenchmark {
    private static final int STATES = 1_000_000;
    private static final int LENGTH = 64;

    @Test
    void memoryAndSpeed() {
        for (int round = 0; round < 2; round++) { // the first round warms the JIT up
            ExactVisitedSet exact = new ExactVisitedSet();
            measure("ExactVisitedSet", exact::add, exact);
            Set<ByteBuffer> hashSet = new HashSet<>();
            measure("HashSet<ByteBuffer>", b -> hashSet.add(ByteBuffer.wrap(b)), hashSet);
        }
    }

    private static void measure(String name, Consumer<byte[]> add, Object keepAlive) {
        long before = usedAfterGc();
        long start = System.nanoTime();
        for (int i = 0; i < STATES; i++) {
            add.accept(ByteBuffer.allocate(LENGTH).putInt(i).putInt(LENGTH - 4, ~i).array());
        }
        long nanos = System.nanoTime() - start;
        long used = usedAfterGc() - before;
        System.out.printf("%-20s %6.1f bytes/state (encoding %d), %5.0f ns/add%s%n", name, (double) used / STATES, LENGTH,
                (double) nanos / STATES, keepAlive instanceof ExactVisitedSet e
                        ? String.format(", bytesUsed() says %.1f", (double) e.bytesUsed() / e.size()) : "");
    }

    private static long usedAfterGc() {
        Runtime r = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return r.totalMemory() - r.freeMemory();
    }
}
