/*
 * Two threads put different keys into one shared, unsynchronized HashMap (the user guide's HashMap race).
 *
 * Verdict: errors (assertion), a lost update inside HashMap.put. Interleaving: both threads read size 0 before
 * either writes it, both write size 1; main joins the worker and `assert map.size() == 2` fails.
 */
package org.orbitmc.programs.conc;

import java.util.HashMap;
import java.util.Map;

public class HashMapRace {
    static final Map<String, Integer> map = new HashMap<>();

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> map.put("a", 1));
        t.start();
        map.put("b", 2);
        t.join();
        assert map.size() == 2 : "size " + map.size();
    }
}
