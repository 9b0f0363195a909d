/*
 * computeIfAbsent's mapping function has a side effect on shared state: it counts the values it made in a plain
 * static. ConcurrentHashMap runs the function atomically for its own key only; two threads mapping different keys run
 * their functions concurrently, and the count loses an update.
 *
 * Verdict: assertion (made == 1).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ConcurrentHashMap;

public class ComputeIfAbsentCallbackRace {
    static final ConcurrentHashMap<String, Integer> cache = new ConcurrentHashMap<>();
    static int made;

    static Integer value(String key) {
        return cache.computeIfAbsent(key, k -> {
            made++;
            return k.length();
        });
    }

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> value("other"));
        other.start();
        value("main");
        other.join();
        assert made == 2 : "made " + made;
    }
}
