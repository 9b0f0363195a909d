package org.orbitmc.checker.search;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import javax.management.ListenerNotFoundException;
import javax.management.Notification;
import javax.management.NotificationEmitter;
import javax.management.NotificationListener;
import javax.management.openmbean.CompositeData;

import com.sun.management.GarbageCollectionNotificationInfo;

/**
 * The most heap in use right after a garbage collection while a search runs: what the search keeps (its visited set,
 * its VMs, the snapshots on its path), without the garbage that piles up between collections and that the heap in
 * use also counts (under a large young generation, most of it: docs/benchmarks.md, "Memory beside jpf-core"). An old
 * generation not yet collected still counts its garbage, so this is an upper bound of what was live, as the heap after
 * collection in a JVM's GC log is. Listens to the host's collectors from its making to {@link #close}.
 */
final class LiveHeap implements AutoCloseable {
    private final List<NotificationEmitter> collectors = new ArrayList<>();
    private final Set<String> heapPools = new HashSet<>();
    private final AtomicLong peak = new AtomicLong();
    private final NotificationListener listener = this::collected;

    LiveHeap() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                heapPools.add(pool.getName());
            }
        }
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            if (gc instanceof NotificationEmitter emitter) {
                emitter.addNotificationListener(listener, null, null);
                collectors.add(emitter);
            }
        }
    }

    /** Runs on a JMX thread after each collection. */
    private void collected(Notification n, Object handback) {
        if (!n.getType().equals(GarbageCollectionNotificationInfo.GARBAGE_COLLECTION_NOTIFICATION)) {
            return;
        }
        Map<String, MemoryUsage> after = GarbageCollectionNotificationInfo.from((CompositeData) n.getUserData()).getGcInfo()
                .getMemoryUsageAfterGc();
        long used = 0;
        for (Map.Entry<String, MemoryUsage> pool : after.entrySet()) {
            if (heapPools.contains(pool.getKey())) {
                used += pool.getValue().getUsed();
            }
        }
        peak.accumulateAndGet(used, Math::max);
    }

    /**
     * The peak so far. A search too short for any collection gets the heap in use now instead, garbage included: it
     * allocated less than a young generation.
     */
    long peak() {
        long p = peakAfterCollection();
        if (p > 0) {
            return p;
        }
        Runtime r = Runtime.getRuntime();
        return r.totalMemory() - r.freeMemory();
    }

    /**
     * Collects garbage now and counts what is left in use: the live heap at the end of a search, which the collections
     * during it may not show (a depth-first search's visited set only grows, so what it keeps is largest at the end).
     * A full collection costs in proportion to what is live: worth it after a search of seconds, not after every
     * search of a test suite's.
     */
    void collectNow() {
        System.gc();
        Runtime r = Runtime.getRuntime();
        peak.accumulateAndGet(r.totalMemory() - r.freeMemory(), Math::max);
    }

    /** The most heap in use after a collection seen so far; 0 before the first. */
    long peakAfterCollection() {
        return peak.get();
    }

    @Override
    public void close() {
        for (NotificationEmitter emitter : collectors) {
            try {
                emitter.removeNotificationListener(listener);
            } catch (ListenerNotFoundException e) {
                // not registered: nothing to remove
            }
        }
    }
}
