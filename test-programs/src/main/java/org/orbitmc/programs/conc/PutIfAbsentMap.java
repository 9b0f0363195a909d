/*
 * The fixed CheckThenActMap: two threads insert the same key with ConcurrentHashMap.putIfAbsent
 * and count an insert only when it returned null. (Main puts an unrelated key first so that the
 * table is initialized before the threads start.)
 *
 * Verdict: no errors. putIfAbsent is atomic: exactly one of the two calls finds the key absent and
 * returns null, the other returns the winner's value, in every interleaving.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class PutIfAbsentMap {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final AtomicInteger inserts = new AtomicInteger();

    static void insert(int id) {
        if (map.putIfAbsent("k", id) == null) {
            inserts.incrementAndGet();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        map.put("warm-up", 0);
        Thread t1 = new Thread(() -> insert(1));
        Thread t2 = new Thread(() -> insert(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert inserts.get() == 1 : "key inserted " + inserts.get() + " times";
        Integer v = map.get("k");
        assert v != null && (v == 1 || v == 2) : "value " + v;
    }
}
