/*
 * LinkedHashMapOps: java.util.LinkedHashMap in insertion order (re-insertion keeps the
 * position, removal and re-add moves to the end) and in access order (get and put move an
 * entry to the end), an LRU cache built by overriding removeEldestEntry in an anonymous
 * subclass, LinkedHashSet order, and iteration over keySet/values/entrySet.
 */
package org.orbitmc.programs.seq;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

public class LinkedHashMapOps {
    static <K, V> Map<K, V> lru(int capacity) {
        return new LinkedHashMap<K, V>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                boolean evict = size() > capacity;
                if (evict) System.out.println("  evicting " + eldest.getKey() + "=" + eldest.getValue());
                return evict;
            }
        };
    }

    public static void main(String[] args) {
        Map<String, Integer> ins = new LinkedHashMap<>();
        for (String s : new String[] {"zeta", "alpha", "mu", "beta", "omega"}) ins.put(s, s.length());
        System.out.println("insertion order=" + ins);
        ins.put("alpha", 100);
        System.out.println("re-put keeps position=" + ins);
        ins.remove("zeta");
        ins.put("zeta", 0);
        System.out.println("remove+put moves to end=" + ins);
        ins.get("mu");
        System.out.println("get does not reorder=" + ins);

        Map<String, Integer> acc = new LinkedHashMap<>(16, 0.75f, true);
        for (String s : new String[] {"a", "b", "c", "d"}) acc.put(s, s.charAt(0) - 'a');
        acc.get("a");
        System.out.println("access order after get(a)=" + acc);
        acc.put("c", 22);
        System.out.println("after put(c)=" + acc);
        acc.getOrDefault("b", -1);
        System.out.println("after getOrDefault(b)=" + acc);
        acc.get("missing");
        System.out.println("keys=" + acc.keySet() + " values=" + acc.values());

        Map<Integer, String> cache = lru(3);
        int[] requests = {1, 2, 3, 1, 4, 5, 1, 2, 6, 1, 3};
        int hits = 0, misses = 0;
        for (int r : requests) {
            String v = cache.get(r);
            if (v == null) {
                misses++;
                System.out.println("miss " + r);
                cache.put(r, "page" + r);
            } else {
                hits++;
                System.out.println("hit " + r + " -> " + v);
            }
            System.out.println("  cache=" + cache);
        }
        System.out.println("hits=" + hits + " misses=" + misses);

        Set<Character> seen = new LinkedHashSet<>();
        for (char c : "mississippi river".toCharArray()) seen.add(c);
        StringBuilder order = new StringBuilder();
        for (char c : seen) order.append(c);
        System.out.println("distinct chars in order='" + order + "'");
        StringBuilder entries = new StringBuilder();
        for (Map.Entry<String, Integer> e : ins.entrySet()) {
            entries.append(e.getKey()).append(':').append(e.getValue()).append(';');
            e.setValue(e.getValue() + 1);
        }
        System.out.println("entries=" + entries + " incremented=" + ins);
        Map<String, Integer> copy = new LinkedHashMap<>(ins);
        copy.putIfAbsent("new", 1);
        copy.putIfAbsent("alpha", -1);
        System.out.println("copy=" + copy + " equals original=" + copy.equals(ins));
    }
}
