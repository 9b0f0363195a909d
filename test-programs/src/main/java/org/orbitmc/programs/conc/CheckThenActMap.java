/*
 * Two threads insert the same key into a ConcurrentHashMap with check-then-act:
 * `if (!map.containsKey(k)) { inserts++; map.put(k, v); }`. Each call is atomic, the pair is not.
 * (Main puts an unrelated key first so that the table is initialized before the threads start.)
 *
 * Verdict: errors (assertion). Interleaving: thread 1 calls containsKey (false), thread 2 calls
 * containsKey (false), both count an insert and put; main joins and `assert inserts == 1` fails (2).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

public class CheckThenActMap {
    static final ConcurrentHashMap<String, Integer> map = new ConcurrentHashMap<>();
    static final AtomicInteger inserts = new AtomicInteger();

    static void insert(int id) {
        if (!map.containsKey("k")) {
            Thread.yield(); // the window between check and act
            inserts.incrementAndGet();
            map.put("k", id);
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
    }
}
