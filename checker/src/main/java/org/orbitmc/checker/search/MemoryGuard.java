package org.orbitmc.checker.search;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/**
 * Says when a search nears the host's memory limit, before the host thrashes in garbage collection: when the heap is
 * nearly full even after a collection, or when the host spends most of its time collecting while the heap stays mostly
 * full. It reads what the host's collectors report (the heap in use after their last collections, the time spent
 * collecting) and forces a full collection itself at most once per {@link #FORCED_COLLECTION_INTERVAL_MILLIS}, so that
 * checking does not itself thrash (a forced collection of a nearly full multi-gigabyte heap takes seconds).
 */
final class MemoryGuard {
    /** What the guard reads of the host; tests substitute their own. */
    interface Host {
        long used();

        long max();

        /** The heap in use after the last collection of each pool (a lower bound of what is live), or -1 if unknown. */
        long usedAfterCollection();

        /** Milliseconds spent collecting garbage so far. */
        long collectionMillis();

        long nowMillis();

        void collect();
    }

    static final long FORCED_COLLECTION_INTERVAL_MILLIS = 10_000;
    /** How long a window of time the share spent collecting is measured over. */
    static final long WINDOW_MILLIS = 2_000;

    private final Host host;
    private long lastForced = Long.MIN_VALUE / 2;
    private long windowStart;
    private long windowCollection;

    MemoryGuard(Host host) {
        this.host = host;
        this.windowStart = host.nowMillis();
        this.windowCollection = host.collectionMillis();
    }

    /** Why the search must stop for lack of memory, or null. */
    String check() {
        long max = host.max();
        long used = host.used();
        long now = host.nowMillis();
        String thrashing = null;
        if (now - windowStart >= WINDOW_MILLIS) {
            long collecting = host.collectionMillis() - windowCollection;
            long afterCollection = host.usedAfterCollection();
            if (collecting * 2 > now - windowStart && afterCollection > max / 10 * 7) {
                thrashing = "memory limit reached: the host spent " + (100 * collecting / (now - windowStart)) + " % of the last "
                        + (now - windowStart) / 1000 + " s collecting garbage, with " + mb(afterCollection) + " MB of " + mb(max)
                        + " MB in use after collection" + HINT;
            }
            windowStart = now;
            windowCollection = host.collectionMillis();
        }
        if (thrashing != null) {
            return thrashing;
        }
        if (used < max / 10 * 9) {
            return null;
        }
        long afterCollection = host.usedAfterCollection();
        if (afterCollection > max / 20 * 17) {
            return reason(afterCollection, max);
        }
        if (now - lastForced < FORCED_COLLECTION_INTERVAL_MILLIS) {
            return null;
        }
        lastForced = now;
        host.collect();
        used = host.used();
        return used > max / 20 * 17 ? reason(used, max) : null;
    }

    private static String reason(long used, long max) {
        return "memory limit reached (" + mb(used) + " MB of " + mb(max) + " MB in use after garbage collection" + HINT + ")";
    }

    private static final String HINT = "; give the JVM more with ORBIT_JAVA_OPTS=-Xmx...";

    private static long mb(long bytes) {
        return bytes >> 20;
    }

    /** The host JVM this runs in. */
    static final Host HOST = new Host() {
        @Override
        public long used() {
            Runtime r = Runtime.getRuntime();
            return r.totalMemory() - r.freeMemory();
        }

        @Override
        public long max() {
            return Runtime.getRuntime().maxMemory();
        }

        @Override
        public long usedAfterCollection() {
            long sum = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                MemoryUsage u = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
                if (u != null) {
                    sum += u.getUsed();
                }
            }
            return sum;
        }

        @Override
        public long collectionMillis() {
            long sum = 0;
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                sum += Math.max(0, gc.getCollectionTime());
            }
            return sum;
        }

        @Override
        public long nowMillis() {
            return System.nanoTime() / 1_000_000;
        }

        @Override
        public void collect() {
            System.gc();
        }
    };
}
