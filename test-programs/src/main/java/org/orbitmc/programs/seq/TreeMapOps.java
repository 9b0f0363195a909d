/*
 * TreeMapOps: java.util.TreeMap and TreeSet navigation: first/last keys and entries,
 * floor/ceiling/lower/higher (present and absent keys, beyond both ends), headMap/tailMap/
 * subMap with inclusive and exclusive bounds (views that write through and reject keys out
 * of range), descendingMap/descendingKeySet, pollFirst/pollLast, a custom comparator
 * (case-insensitive, reverse) and a red-black tree stressed with many inserts and deletes.
 */
package org.orbitmc.programs.seq;

import java.util.Comparator;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.TreeMap;
import java.util.TreeSet;

public class TreeMapOps {
    public static void main(String[] args) {
        NavigableMap<Integer, String> map = new TreeMap<>();
        for (int k : new int[] {50, 20, 80, 10, 30, 70, 90, 60, 40}) map.put(k, "v" + k);
        System.out.println("map=" + map);
        System.out.println("firstKey=" + map.firstKey() + " lastKey=" + map.lastKey() + " firstEntry=" + map.firstEntry() + " lastEntry=" + map.lastEntry());
        int[] probes = {5, 10, 35, 50, 95};
        for (int p : probes) {
            System.out.println("probe " + p + ": floor=" + map.floorKey(p) + " ceiling=" + map.ceilingKey(p) + " lower=" + map.lowerKey(p)
                    + " higher=" + map.higherKey(p) + " floorEntry=" + map.floorEntry(p));
        }
        System.out.println("headMap(40)=" + map.headMap(40) + " headMap(40,true)=" + map.headMap(40, true));
        System.out.println("tailMap(70)=" + map.tailMap(70) + " tailMap(70,false)=" + map.tailMap(70, false));
        NavigableMap<Integer, String> sub = map.subMap(20, true, 60, false);
        System.out.println("subMap[20,60)=" + sub);
        sub.put(25, "new25");
        sub.remove(30);
        System.out.println("after sub edits: sub=" + sub + " map=" + map);
        try {
            sub.put(65, "out of range");
        } catch (IllegalArgumentException e) {
            System.out.println("sub put out of range: " + e.getMessage());
        }
        System.out.println("descendingMap=" + map.descendingMap() + " descendingKeySet=" + map.descendingKeySet());
        System.out.println("descending headMap(50)=" + map.descendingMap().headMap(50));
        System.out.println("pollFirst=" + map.pollFirstEntry() + " pollLast=" + map.pollLastEntry() + " map=" + map);

        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (String s : new String[] {"banana", "Apple", "cherry", "apple", "BANANA", "date"}) ci.merge(s, 1, Integer::sum);
        System.out.println("case-insensitive=" + ci + " get(APPLE)=" + ci.get("APPLE"));
        TreeSet<String> rev = new TreeSet<>(Comparator.reverseOrder());
        for (String s : "delta alpha echo charlie bravo".split(" ")) rev.add(s);
        System.out.println("reverse set=" + rev + " first=" + rev.first() + " ceiling(c)=" + rev.ceiling("c") + " higher(charlie)=" + rev.higher("charlie"));
        TreeSet<Integer> byLength = new TreeSet<>(Comparator.comparing((Integer x) -> Integer.toString(x).length()).thenComparing(Comparator.reverseOrder()));
        for (int x : new int[] {5, 100, 42, 7, 999, 10, 3}) byLength.add(x);
        System.out.println("by length then reverse=" + byLength);

        NavigableSet<Integer> set = new TreeSet<>();
        long seed = 12345;
        for (int i = 0; i < 2000; i++) {
            seed = (seed * 6364136223846793005L + 1442695040888963407L);
            int v = (int) ((seed >>> 33) % 1000);
            if ((seed & 1) == 0) set.add(v); else set.remove(v);
        }
        System.out.println("stress size=" + set.size() + " first=" + set.first() + " last=" + set.last()
                + " floor(500)=" + set.floor(500) + " ceiling(500)=" + set.ceiling(500));
        System.out.println("headSet(30)=" + set.headSet(30) + " subSet(480,520)=" + set.subSet(480, true, 520, true));
        int checksum = 0;
        for (int v : set.descendingSet()) checksum = checksum * 31 + v;
        System.out.println("descending checksum=" + checksum);
        try {
            new TreeMap<Object, String>().put(new Object(), "x");
        } catch (ClassCastException e) {
            System.out.println("non-comparable key: " + e.getClass().getSimpleName());
        }
        try {
            new TreeMap<String, String>().put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("null key: " + e.getClass().getName());
        }
    }
}
