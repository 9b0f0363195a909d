package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The peak of the heap in use after collections: it counts what stays reachable, seen by the collector's notices. */
class LiveHeapTest {
    @Test
    void aCollectionShowsWhatIsKeptAlive() throws InterruptedException {
        try (LiveHeap heap = new LiveHeap()) {
            byte[][] kept = new byte[32][];
            for (int i = 0; i < kept.length; i++) {
                kept[i] = new byte[1 << 20];
            }
            System.gc();
            long deadline = System.nanoTime() + 10_000_000_000L;
            while (heap.peakAfterCollection() < 32L << 20 && System.nanoTime() < deadline) {
                Thread.sleep(10); // notices arrive on a JMX thread
            }
            assertTrue(heap.peakAfterCollection() >= 32L << 20, () -> heap.peakAfterCollection() + " bytes");
            assertTrue(heap.peak() == heap.peakAfterCollection());
            assertTrue(heap.peak() <= Runtime.getRuntime().maxMemory());
            assertTrue(kept[31].length > 0);
        }
    }
}
