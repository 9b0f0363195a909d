/*
 * The fixed version of ComputeIfAbsentCallbackRace: the mapping functions count in an AtomicInteger.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class ComputeIfAbsentCallbackAtomic {
    static final ConcurrentHashMap<String, Integer> cache = new ConcurrentHashMap<>();
    static final AtomicInteger made = new AtomicInteger();

    static Integer value(String key) {
        return cache.computeIfAbsent(key, k -> {
            made.incrementAndGet();
            return k.length();
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> value("other"));
        other.start();
        value("main");
        other.join();
        assert made.get() == 2 : "made " + made.get();
    }
}
