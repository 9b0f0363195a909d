/*
 * MapApis: the default methods of Map (getOrDefault, putIfAbsent, computeIfAbsent for
 * multimaps, computeIfPresent removing on null, compute, merge for counting and removing,
 * replaceAll, remove(k, v), replace(k, old, new)) on HashMap, TreeMap, ConcurrentHashMap and
 * ConcurrentSkipListMap used from one thread; ConcurrentHashMap's reduce/search/forEach with
 * a parallelism threshold of Long.MAX_VALUE, newKeySet and its null rejection;
 * Map.entry/Map.copyOf, WeakHashMap and IdentityHashMap sizes (identity vs equals keys),
 * and a word-frequency table sorted by count then word.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ConcurrentSkipListMap;

public class MapApis {
    static void exercise(String label, Map<String, Integer> m) {
        m.put("a", 1);
        m.put("b", 2);
        System.out.print(label + ": getOrDefault=" + m.getOrDefault("z", -1));
        System.out.print(" putIfAbsent(a)=" + m.putIfAbsent("a", 100) + " putIfAbsent(c)=" + m.putIfAbsent("c", 3));
        System.out.print(" computeIfAbsent=" + m.computeIfAbsent("d", k -> k.length() * 40) + "/" + m.computeIfAbsent("a", k -> 999));
        System.out.print(" computeIfPresent=" + m.computeIfPresent("b", (k, v) -> v * 10) + "/" + m.computeIfPresent("c", (k, v) -> null) + "/" + m.computeIfPresent("zz", (k, v) -> 1));
        System.out.print(" compute=" + m.compute("e", (k, v) -> v == null ? 5 : v + 1) + "/" + m.compute("e", (k, v) -> v == null ? 5 : v + 1));
        System.out.print(" merge=" + m.merge("a", 10, Integer::sum) + "/" + m.merge("f", 6, Integer::sum) + "/" + m.merge("d", 0, (x, y) -> null));
        m.replaceAll((k, v) -> v * 2);
        System.out.print(" remove(k,v)=" + m.remove("a", 0) + "/" + m.remove("a", 22));
        System.out.print(" replace=" + m.replace("b", 40, 41) + "/" + m.replace("b", 99, 0) + "/" + m.replace("nope", 1));
        System.out.println(" final=" + new TreeMap<>(m));
    }

    public static void main(String[] args) {
        exercise("HashMap", new HashMap<>());
        exercise("TreeMap", new TreeMap<>());
        exercise("ConcurrentHashMap", new ConcurrentHashMap<>());
        exercise("ConcurrentSkipListMap", new ConcurrentSkipListMap<>());

        Map<String, List<Integer>> multi = new TreeMap<>();
        int[] data = {5, 12, 7, 30, 18, 3, 25};
        for (int d : data) multi.computeIfAbsent(d < 10 ? "small" : d < 20 ? "medium" : "large", k -> new ArrayList<>()).add(d);
        System.out.println("multimap=" + multi);

        ConcurrentHashMap<String, Long> chm = new ConcurrentHashMap<>();
        String text = "the cat and the dog and the bird saw a cat";
        for (String w : text.split(" ")) chm.merge(w, 1L, Long::sum);
        System.out.println("chm size=" + chm.size() + " mappingCount=" + chm.mappingCount() + " the=" + chm.get("the"));
        System.out.println("reduceValues=" + chm.reduceValues(Long.MAX_VALUE, Long::sum) + " search=" + chm.search(Long.MAX_VALUE, (k, v) -> v == 3 ? k : null)
                + " reduceKeys=" + chm.reduceKeys(Long.MAX_VALUE, (x, y) -> x.compareTo(y) < 0 ? x : y));
        long[] total = {0};
        chm.forEach(Long.MAX_VALUE, (k, v) -> total[0] += k.length() * v);
        System.out.println("weighted=" + total[0] + " sorted=" + new TreeMap<>(chm));
        try {
            chm.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("chm rejects null values");
        }
        ConcurrentHashMap.KeySetView<String, Boolean> set = ConcurrentHashMap.newKeySet();
        set.add("k1");
        set.add("k1");
        set.add("k2");
        System.out.println("newKeySet size=" + set.size() + " contains=" + set.contains("k2"));
        ConcurrentMap<Integer, Integer> sq = new ConcurrentHashMap<>();
        for (int i = 0; i < 100; i++) sq.computeIfAbsent(i % 17, k -> k * k);
        System.out.println("sq=" + new TreeMap<>(sq).values());

        List<Map.Entry<String, Long>> entries = new ArrayList<>(chm.entrySet());
        entries.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        System.out.println("by count=" + entries);
        Map.Entry<String, Integer> e = Map.entry("key", 7);
        System.out.println("entry=" + e + " key=" + e.getKey() + " equalsSimple=" + e.equals(new java.util.AbstractMap.SimpleEntry<>("key", 7)) + " hash=" + e.hashCode());
        Map<String, Integer> copy = Map.copyOf(new TreeMap<>(Map.of("x", 1, "y", 2)));
        System.out.println("copyOf size=" + copy.size() + " x=" + copy.get("x") + " containsValue=" + copy.containsValue(2));

        IdentityHashMap<String, Integer> ids = new IdentityHashMap<>();
        String k1 = new String("same");
        String k2 = new String("same");
        ids.put(k1, 1);
        ids.put(k2, 2);
        ids.put(k1, 3);
        System.out.println("identity size=" + ids.size() + " get(k1)=" + ids.get(k1) + " get(literal)=" + ids.get("same") + " containsKey(k2)=" + ids.containsKey(k2));
        WeakHashMap<String, Integer> weak = new WeakHashMap<>();
        weak.put(k1, 1);
        weak.put(k2, 2);
        weak.put("other", 3);
        System.out.println("weak size=" + weak.size() + " get=" + weak.get("same") + " after remove=" + (weak.remove("other") != null ? weak.size() : -1));
        Map<Integer, String> hm = new HashMap<>();
        for (int i = 0; i < 20; i++) hm.put(i * 7 % 23, "v" + i);
        System.out.println("HashMap order=" + hm.keySet());
        hm.keySet().removeIf(k -> k % 2 == 0);
        hm.values().removeIf(v -> v.endsWith("1"));
        System.out.println("after removeIf=" + hm);
    }
}
