package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The memory guard stops a search near the limit or when the host thrashes, and forces few collections of its own. */
class MemoryGuardTest {
    private static final long MB = 1 << 20;

    /** A host whose heap and collector the test sets. */
    private static final class FakeHost implements MemoryGuard.Host {
        long used;
        long max = 1000 * MB;
        long afterCollection;
        long collectionMillis;
        long now;
        long usedAfterForcedCollection;
        int forced;

        @Override
        public long used() {
            return used;
        }

        @Override
        public long max() {
            return max;
        }

        @Override
        public long usedAfterCollection() {
            return afterCollection;
        }

        @Override
        public long collectionMillis() {
            return collectionMillis;
        }

        @Override
        public long nowMillis() {
            return now;
        }

        @Override
        public void collect() {
            forced++;
            used = usedAfterForcedCollection;
            afterCollection = usedAfterForcedCollection;
        }
    }

    @Test
    void aHeapWithRoomPasses() {
        FakeHost host = new FakeHost();
        MemoryGuard guard = new MemoryGuard(host);
        host.used = 600 * MB;
        host.afterCollection = 300 * MB;
        host.now = 5_000;
        assertNull(guard.check());
        assertEquals(0, host.forced);
    }

    @Test
    void aHeapFullAfterCollectionStopsWithoutForcingOne() {
        FakeHost host = new FakeHost();
        MemoryGuard guard = new MemoryGuard(host);
        host.used = 950 * MB;
        host.afterCollection = 900 * MB;
        String reason = guard.check();
        assertNotNull(reason);
        assertTrue(reason.startsWith("memory limit reached (900 MB of 1000 MB"), reason);
        assertEquals(0, host.forced);
    }

    @Test
    void garbageIsCollectedAtMostOncePerInterval() {
        FakeHost host = new FakeHost();
        MemoryGuard guard = new MemoryGuard(host);
        host.used = 950 * MB;
        host.afterCollection = 400 * MB;
        host.usedAfterForcedCollection = 500 * MB;
        assertNull(guard.check());
        assertEquals(1, host.forced);
        host.used = 950 * MB;
        host.now += MemoryGuard.FORCED_COLLECTION_INTERVAL_MILLIS - 1;
        assertNull(guard.check(), "no second forced collection within the interval");
        assertEquals(1, host.forced);
        host.now += 1;
        host.usedAfterForcedCollection = 880 * MB;
        assertNotNull(guard.check());
        assertEquals(2, host.forced);
    }

    @Test
    void aHostThatMostlyCollectsIsThrashing() {
        FakeHost host = new FakeHost();
        MemoryGuard guard = new MemoryGuard(host);
        host.used = 800 * MB;
        host.afterCollection = 750 * MB;
        host.now = MemoryGuard.WINDOW_MILLIS;
        host.collectionMillis = MemoryGuard.WINDOW_MILLIS / 4;
        assertNull(guard.check(), "a quarter of the time collecting is not thrashing");
        host.now += MemoryGuard.WINDOW_MILLIS;
        host.collectionMillis += MemoryGuard.WINDOW_MILLIS * 3 / 4;
        String reason = guard.check();
        assertNotNull(reason);
        assertTrue(reason.contains("75 % of the last 2 s collecting"), reason);
        host.afterCollection = 200 * MB; // much garbage, little live data: collecting often is not running out
        host.now += MemoryGuard.WINDOW_MILLIS;
        host.collectionMillis += MemoryGuard.WINDOW_MILLIS * 3 / 4;
        assertNull(guard.check());
        assertEquals(0, host.forced);
    }
}
