/*
 * HashMapOps: java.util.HashMap with String and Integer keys (whose hash codes are specified,
 * so iteration order is reproducible): put/get/remove, null key and null values,
 * getOrDefault, putIfAbsent, compute/computeIfAbsent/computeIfPresent, merge as a word
 * counter, replaceAll, entrySet setValue, views that write through, resizing across many
 * inserts, and a key class with a deliberately colliding hashCode that forces bins to be
 * treeified (and untreeified on removal).
 */
package org.orbitmc.programs.seq;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

public class HashMapOps {
    static final class Collider implements Comparable<Collider> {
        final int id;
        Collider(int id) { this.id = id; }
        @Override public int hashCode() { return id % 3; }
        @Override public boolean equals(Object o) { return o instanceof Collider && ((Collider) o).id == id; }
        @Override public int compareTo(Collider o) { return Integer.compare(id, o.id); }
        @Override public String toString() { return "C" + id; }
    }

    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] keys = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "Aa", "BB"};
        for (int i = 0; i < keys.length; i++) {
            Integer prev = m.put(keys[i], i);
            assert prev == null;
        }
        System.out.println("map=" + m + " size=" + m.size());
        System.out.println("put existing returns " + m.put("fig", 50) + ", get(fig)=" + m.get("fig") + ", get(kiwi)=" + m.get("kiwi"));
        m.put(null, -1);
        m.put("nullValue", null);
        System.out.println("null key=" + m.get(null) + " containsKey(nullValue)=" + m.containsKey("nullValue") + " get(nullValue)=" + m.get("nullValue"));
        System.out.println("getOrDefault(kiwi)=" + m.getOrDefault("kiwi", 0) + " getOrDefault(nullValue)=" + m.getOrDefault("nullValue", 7));
        System.out.println("putIfAbsent(nullValue)=" + m.putIfAbsent("nullValue", 3) + " now=" + m.get("nullValue"));
        System.out.println("remove(apple,99)=" + m.remove("apple", 99) + " remove(apple,0)=" + m.remove("apple", 0));
        m.compute("banana", (k, v) -> v == null ? 1 : v * 100);
        m.computeIfAbsent("kiwi", k -> k.length());
        m.computeIfPresent("cherry", (k, v) -> null);
        m.computeIfAbsent("ignored", k -> null);
        System.out.println("after compute*=" + m);
        m.remove(null);
        m.replaceAll((k, v) -> v == null ? 0 : v + k.length());
        for (Map.Entry<String, Integer> e : m.entrySet()) {
            if (e.getKey().startsWith("d")) e.setValue(-e.getValue());
        }
        System.out.println("after replaceAll/setValue=" + m);
        m.keySet().remove("BB");
        m.values().remove(0);
        m.entrySet().removeIf(e -> e.getValue() > 100);
        System.out.println("after view removals=" + m + " containsValue(9)=" + m.containsValue(9));

        Map<String, Integer> counts = new HashMap<>();
        String text = "the cat and the hat and the bat sat on the mat with a cat";
        for (String w : text.split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println("word counts=" + counts);
        System.out.println("sorted counts=" + new TreeMap<>(counts));

        Map<Integer, Integer> squares = new HashMap<>();
        for (int i = -50; i < 2000; i += 3) squares.put(i, i * i);
        long sum = 0;
        for (int v : squares.values()) sum += v;
        System.out.println("squares size=" + squares.size() + " sum=" + sum + " get(-50)=" + squares.get(-50) + " get(1999)=" + squares.get(1999));
        StringBuilder first = new StringBuilder();
        Iterator<Integer> it = squares.keySet().iterator();
        for (int i = 0; i < 12 && it.hasNext(); i++) first.append(it.next()).append(' ');
        System.out.println("first keys in iteration order: " + first.toString().trim());

        Map<Collider, String> coll = new HashMap<>();
        for (int i = 0; i < 200; i++) coll.put(new Collider(i), "v" + i);
        System.out.println("colliders size=" + coll.size() + " get(C150)=" + coll.get(new Collider(150)) + " get(C999)=" + coll.get(new Collider(999)));
        for (int i = 0; i < 200; i++) if (i % 10 != 0) coll.remove(new Collider(i));
        System.out.println("after removals=" + coll);
        Map<String, Integer> copy = new HashMap<>(m);
        System.out.println("copy equals=" + copy.equals(m) + " hashCode equal=" + (copy.hashCode() == m.hashCode()) + " hash=" + m.hashCode());
        copy.clear();
        System.out.println("cleared copy=" + copy + " isEmpty=" + copy.isEmpty() + " original size=" + m.size());
    }
}
