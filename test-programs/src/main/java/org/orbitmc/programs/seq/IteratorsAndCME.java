/*
 * IteratorsAndCME: explicit Iterator and ListIterator use (next/hasNext/remove, set/add,
 * previous), IllegalStateException from remove() twice, NoSuchElementException past the end,
 * removeIf, and fail-fast ConcurrentModificationException from for-each loops over ArrayList,
 * HashMap and TreeMap that modify the collection (including the well-known quirk where
 * removing the second-to-last element of an ArrayList ends the loop silently without an
 * exception), plus Iterable implemented by a user class.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.TreeMap;

public class IteratorsAndCME {
    static final class Countdown implements Iterable<Integer> {
        private final int from;
        Countdown(int from) { this.from = from; }
        public Iterator<Integer> iterator() {
            return new Iterator<>() {
                int cur = from;
                public boolean hasNext() { return cur > 0; }
                public Integer next() {
                    if (cur <= 0) throw new NoSuchElementException("countdown finished");
                    return cur--;
                }
            };
        }
    }

    static List<Integer> numbers(int n) {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= n; i++) l.add(i);
        return l;
    }

    public static void main(String[] args) {
        List<Integer> list = numbers(10);
        Iterator<Integer> it = list.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 3 == 0) it.remove();
        }
        System.out.println("iterator remove=" + list);
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end: " + e.getClass().getSimpleName());
        }
        Iterator<Integer> it2 = list.iterator();
        it2.next();
        it2.remove();
        try {
            it2.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice: " + e.getClass().getSimpleName());
        }
        ListIterator<Integer> li = list.listIterator();
        while (li.hasNext()) {
            int v = li.next();
            if (v == 4) li.set(40);
            if (v == 5) li.add(55);
        }
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous()).append(' ');
        System.out.println("listIterator result=" + list + " backwards=" + back.toString().trim());
        list.removeIf(v -> v > 30);
        System.out.println("removeIf=" + list);

        List<Integer> cme = numbers(6);
        try {
            for (Integer v : cme) {
                if (v == 2) cme.remove(v);
            }
            System.out.println("no exception?");
        } catch (ConcurrentModificationException e) {
            System.out.println("ArrayList for-each remove: " + e.getClass().getSimpleName() + " list now=" + cme);
        }
        List<Integer> quirk = numbers(6);
        int visited = 0;
        for (Integer v : quirk) {
            visited++;
            if (v == 5) quirk.remove(v);
        }
        System.out.println("second-to-last removal: no exception, visited=" + visited + " list=" + quirk);
        List<Integer> adder = numbers(3);
        try {
            for (Integer v : adder) {
                if (v == 3) adder.add(4);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("add during last iteration: " + e.getClass().getSimpleName() + " list=" + adder);
        }
        Map<String, Integer> map = new HashMap<>();
        for (String s : "a b c d e".split(" ")) map.put(s, s.charAt(0) - 'a');
        try {
            for (String k : map.keySet()) {
                if (k.equals("b")) map.put("z", 25);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("HashMap put during iteration: " + e.getClass().getSimpleName());
        }
        map.entrySet().removeIf(e -> e.getValue() % 2 == 0);
        System.out.println("map after removeIf=" + map);
        TreeMap<Integer, String> tree = new TreeMap<>();
        for (int i = 0; i < 5; i++) tree.put(i, "t" + i);
        try {
            for (Map.Entry<Integer, String> e : tree.entrySet()) {
                if (e.getKey() == 1) tree.remove(3);
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("TreeMap remove during iteration: " + e.getClass().getSimpleName() + " tree=" + tree);
        }
        Iterator<Map.Entry<Integer, String>> tit = tree.entrySet().iterator();
        while (tit.hasNext()) if (tit.next().getKey() % 2 == 0) tit.remove();
        System.out.println("tree after iterator removal=" + tree);

        StringBuilder cd = new StringBuilder();
        for (int v : new Countdown(5)) cd.append(v).append(' ');
        System.out.println("countdown=" + cd.toString().trim());
        Iterator<Integer> done = new Countdown(0).iterator();
        try {
            done.next();
        } catch (NoSuchElementException e) {
            System.out.println("custom iterator: " + e.getMessage());
        }
        try {
            done.remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("default remove: " + e.getClass().getSimpleName() + " " + e.getMessage());
        }
        Iterator<Integer> rest = numbers(5).iterator();
        rest.next();
        StringBuilder remaining = new StringBuilder();
        rest.forEachRemaining(v -> remaining.append(v));
        System.out.println("forEachRemaining=" + remaining);
    }
}
