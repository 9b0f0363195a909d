/*
 * HashSetOps: java.util.HashSet with String, Integer and Long elements (specified hash codes,
 * so iteration order is reproducible across JVMs): add returning false for duplicates, null
 * elements, contains/remove, set algebra with retainAll/removeAll/addAll/containsAll,
 * equals/hashCode between HashSet, TreeSet and LinkedHashSet with the same contents, a set of
 * a user class with value-based equals/hashCode, removal through the iterator, and a
 * duplicate finder over a larger input.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

public class HashSetOps {
    static final class Coord {
        final int x, y;
        Coord(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) { return o instanceof Coord && ((Coord) o).x == x && ((Coord) o).y == y; }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "<" + x + "," + y + ">"; }
    }

    public static void main(String[] args) {
        Set<String> set = new HashSet<>();
        for (String s : "one two three four five six seven eight nine ten two four".split(" ")) {
            boolean added = set.add(s);
            if (!added) System.out.println("duplicate " + s);
        }
        System.out.println("set=" + set + " size=" + set.size());
        System.out.println("add null=" + set.add(null) + " again=" + set.add(null) + " contains null=" + set.contains(null));
        System.out.println("remove(three)=" + set.remove("three") + " remove(eleven)=" + set.remove("eleven") + " set=" + set);
        set.remove(null);

        Set<Integer> a = new HashSet<>(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8));
        Set<Integer> b = new HashSet<>(Arrays.asList(5, 6, 7, 8, 9, 10, 11));
        Set<Integer> union = new HashSet<>(a);
        union.addAll(b);
        Set<Integer> inter = new HashSet<>(a);
        inter.retainAll(b);
        Set<Integer> diff = new HashSet<>(a);
        diff.removeAll(b);
        Set<Integer> sym = new HashSet<>(union);
        sym.removeAll(inter);
        System.out.println("union=" + union + " inter=" + inter + " diff=" + diff + " sym=" + sym);
        System.out.println("containsAll=" + union.containsAll(a) + " " + a.containsAll(union));

        Set<Integer> tree = new TreeSet<>(union);
        Set<Integer> linked = new LinkedHashSet<>(Arrays.asList(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
        System.out.println("equals tree=" + union.equals(tree) + " equals linked=" + union.equals(linked) + " hashes=" + union.hashCode() + "/" + tree.hashCode() + "/"
                + linked.hashCode());

        Set<Long> longs = new HashSet<>();
        for (long v = -3; v <= 3; v++) longs.add(v * 1_000_000_007L);
        System.out.println("longs=" + longs);

        Set<Coord> coords = new HashSet<>();
        for (int i = 0; i < 6; i++) coords.add(new Coord(i % 3, i % 2));
        coords.add(new Coord(0, 0));
        System.out.println("coords=" + coords + " size=" + coords.size() + " contains <2,1>=" + coords.contains(new Coord(2, 1)));

        Iterator<Integer> it = union.iterator();
        while (it.hasNext()) {
            if (it.next() % 3 == 0) it.remove();
        }
        System.out.println("multiples of 3 removed=" + union);

        Set<Integer> seen = new HashSet<>();
        Set<Integer> dups = new TreeSet<>();
        int x = 7;
        for (int i = 0; i < 500; i++) {
            x = (x * 37 + 11) % 401;
            if (!seen.add(x)) dups.add(x);
        }
        System.out.println("distinct=" + seen.size() + " duplicates=" + dups.size() + " smallest dups=" + ((TreeSet<Integer>) dups).headSet(40));
        Set<Character> chars = new HashSet<>();
        for (char c : "hello world".toCharArray()) chars.add(c);
        System.out.println("chars=" + chars);
        Set<Boolean> bools = new HashSet<>(Arrays.asList(true, false, true));
        System.out.println("bools=" + bools);
    }
}
