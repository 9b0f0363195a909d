/*
 * IterationProtocols: Collections.shuffle with a seeded Random, ListIterator walking both
 * ways with set/add/remove and its index methods, Spliterator trySplit/estimateSize/
 * characteristics/tryAdvance/forEachRemaining over ArrayList, arrays and ranges,
 * Iterator.forEachRemaining after partial consumption, Comparator.nullsFirst/nullsLast with
 * thenComparing chains, TreeSet with a comparator (case-insensitive duplicates), NavigableMap
 * views that write through, and ArrayDeque used as a stack with push/pop/peek.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.ListIterator;
import java.util.NavigableMap;
import java.util.Random;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.IntStream;

public class IterationProtocols {
    record Person(String name, Integer age) {
    }

    public static void main(String[] args) {
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 15; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffled=" + nums);
        Collections.shuffle(nums, new Random(7));
        System.out.println("shuffled again=" + nums);
        List<String> letters = new ArrayList<>(List.of("a", "b", "c", "d", "e"));
        Collections.rotate(letters, 2);
        System.out.println("rotated=" + letters);
        Collections.swap(letters, 0, 4);
        Collections.reverse(letters);
        System.out.println("swapped+reversed=" + letters + " frequency=" + Collections.frequency(List.of(1, 2, 1, 1), 1));

        ListIterator<String> it = letters.listIterator();
        while (it.hasNext()) {
            int idx = it.nextIndex();
            String s = it.next();
            if (s.equals("c")) it.set("C");
            else if (s.equals("a")) it.remove();
            else if (idx == 0) it.add("after-first");
        }
        System.out.print("backwards:");
        while (it.hasPrevious()) System.out.print(" " + it.previousIndex() + "=" + it.previous());
        System.out.println(" | list=" + letters);
        try {
            letters.listIterator().set("x");
        } catch (IllegalStateException e) {
            System.out.println("set before next: IllegalStateException");
        }

        List<Integer> big = new ArrayList<>();
        for (int i = 0; i < 20; i++) big.add(i * i);
        Spliterator<Integer> s1 = big.spliterator();
        System.out.println("estimate=" + s1.estimateSize() + " sized=" + s1.hasCharacteristics(Spliterator.SIZED) + " ordered=" + s1.hasCharacteristics(Spliterator.ORDERED)
                + " exactSize=" + s1.getExactSizeIfKnown());
        Spliterator<Integer> s2 = s1.trySplit();
        System.out.println("after split: " + s1.estimateSize() + " + " + s2.estimateSize());
        s2.tryAdvance(x -> System.out.println("first of prefix=" + x));
        StringBuilder rest = new StringBuilder();
        s2.forEachRemaining(x -> rest.append(x).append(' '));
        System.out.println("rest of prefix=" + rest.toString().trim());
        Spliterator.OfInt range = IntStream.range(0, 100).spliterator();
        Spliterator.OfInt half = range.trySplit();
        System.out.println("range split " + half.estimateSize() + "/" + range.estimateSize() + " characteristics=" + Integer.toHexString(range.characteristics()));
        Spliterator<String> arr = Arrays.spliterator(new String[] {"x", "y", "z", "w"}, 1, 4);
        arr.forEachRemaining(x -> System.out.print(x));
        System.out.println(" | sorted comparator null=" + (new TreeSet<>(List.of(3, 1)).spliterator().getComparator() == null));
        Iterator<Integer> fromSplit = Spliterators.iterator(List.of(5, 6, 7).spliterator());
        System.out.println("iterator from spliterator: " + fromSplit.next() + fromSplit.next() + fromSplit.next() + " hasNext=" + fromSplit.hasNext());

        Iterator<Integer> partial = List.of(1, 2, 3, 4, 5).iterator();
        partial.next();
        partial.next();
        int[] sum = {0};
        partial.forEachRemaining(x -> sum[0] += x);
        System.out.println("forEachRemaining sum=" + sum[0]);

        List<Person> people = new ArrayList<>(Arrays.asList(new Person("bob", 30), new Person(null, 20), new Person("amy", null), new Person("bob", 25), new Person("cat", 30), null));
        people.sort(Comparator.nullsLast(Comparator.comparing(Person::name, Comparator.nullsFirst(Comparator.naturalOrder()))
                .thenComparing(Person::age, Comparator.nullsFirst(Comparator.reverseOrder()))));
        System.out.println("people=" + people);
        List<String> words = new ArrayList<>(Arrays.asList("pear", null, "Apple", "fig", null, "banana"));
        words.sort(Comparator.nullsFirst(Comparator.comparing(String::length).thenComparing(String.CASE_INSENSITIVE_ORDER)));
        System.out.println("words=" + words);
        words.sort(Comparator.nullsLast(Comparator.<String>reverseOrder()));
        System.out.println("reversed=" + words);

        TreeSet<String> ci = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        System.out.println("adds: " + ci.add("Hello") + ci.add("hello") + ci.add("WORLD") + ci.add("apple") + " set=" + ci + " contains HELLO=" + ci.contains("HELLO"));
        System.out.println("ceiling(b)=" + ci.ceiling("b") + " descending=" + ci.descendingSet() + " headSet(i)=" + ci.headSet("i") + " first=" + ci.first() + " pollLast=" + ci.pollLast());
        TreeSet<Integer> byLastDigit = new TreeSet<>(Comparator.comparingInt((Integer x) -> x % 10).thenComparing(Comparator.reverseOrder()));
        byLastDigit.addAll(List.of(15, 21, 35, 11, 40, 5));
        System.out.println("byLastDigit=" + byLastDigit);

        NavigableMap<Integer, String> nm = new TreeMap<>();
        for (int i = 10; i <= 100; i += 10) nm.put(i, "v" + i);
        NavigableMap<Integer, String> sub = nm.subMap(30, true, 70, false);
        sub.put(55, "new");
        sub.remove(40);
        System.out.println("sub=" + sub + " nm.size=" + nm.size() + " contains55=" + nm.containsKey(55));
        try {
            sub.put(80, "out");
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: " + e.getMessage());
        }
        NavigableMap<Integer, String> desc = nm.descendingMap().headMap(60, false);
        System.out.println("desc head=" + desc + " firstEntry=" + desc.firstEntry() + " floorKey(65)=" + nm.floorKey(65) + " higherEntry(100)=" + nm.higherEntry(100));
        desc.pollFirstEntry();
        System.out.println("after pollFirst nm=" + nm.keySet() + " tail=" + nm.tailMap(80) + " navigableKeySet.lower(30)=" + nm.navigableKeySet().lower(30));

        Deque<Character> stack = new ArrayDeque<>();
        String expr = "{[()()]}(";
        boolean ok = true;
        for (char ch : expr.toCharArray()) {
            if ("([{".indexOf(ch) >= 0) stack.push(ch);
            else {
                Character open = stack.poll();
                if (open == null || "([{".indexOf(open) != ")]}".indexOf(ch)) ok = false;
            }
        }
        System.out.println("balanced=" + (ok && stack.isEmpty()) + " leftover=" + stack + " peek=" + stack.peek());
        Deque<Integer> dq = new ArrayDeque<>();
        dq.push(1);
        dq.push(2);
        dq.addLast(3);
        dq.offerFirst(0);
        System.out.println("deque=" + dq + " pop=" + dq.pop() + " pollLast=" + dq.pollLast() + " peekFirst=" + dq.peekFirst() + " descending=" + iter(dq.descendingIterator()));
    }

    static String iter(Iterator<?> it) {
        StringBuilder b = new StringBuilder();
        it.forEachRemaining(x -> b.append(x).append(','));
        return b.toString();
    }
}
