/*
 * ArrayListOps: java.util.ArrayList: add/insert/set/get/remove(index) versus remove(Object)
 * (the Integer overload trap), growth past the default capacity, contains/indexOf/
 * lastIndexOf, subList views (writes through, clear on a range), addAll at an index,
 * retainAll/removeAll, toArray in both forms, equals/hashCode against other lists,
 * IndexOutOfBoundsException messages, trimToSize/ensureCapacity and sorting.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;

public class ArrayListOps {
    public static void main(String[] args) {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            list.add(i * 3 % 17);
        }
        System.out.println("list=" + list + " size=" + list.size());
        list.add(0, -1);
        list.add(list.size(), 100);
        list.set(5, 55);
        System.out.println("after insert/set=" + list);
        Integer removedAt = list.remove(2);
        boolean removedObj = list.remove(Integer.valueOf(100));
        System.out.println("remove(int 2)=" + removedAt + " remove(Object 100)=" + removedObj + " list=" + list);
        System.out.println("contains 16=" + list.contains(16) + " indexOf 3=" + list.indexOf(3) + " lastIndexOf 3=" + list.lastIndexOf(3)
                + " indexOf 99=" + list.indexOf(99));
        List<Integer> sub = list.subList(3, 8);
        System.out.println("subList(3,8)=" + sub);
        sub.set(0, 333);
        sub.remove(1);
        System.out.println("after sub edits: sub=" + sub + " list=" + list);
        list.subList(0, 10).clear();
        System.out.println("after range clear=" + list);
        list.addAll(2, Arrays.asList(7, 8, 9));
        System.out.println("addAll at 2=" + list);
        List<Integer> copy = new ArrayList<>(list);
        copy.retainAll(Arrays.asList(7, 8, 9, 12));
        System.out.println("retainAll=" + copy);
        copy.removeAll(Arrays.asList(8));
        System.out.println("removeAll=" + copy);
        Object[] objs = list.toArray();
        Integer[] ints = list.toArray(new Integer[0]);
        Integer[] big = list.toArray(new Integer[list.size() + 2]);
        System.out.println("toArray=" + Arrays.toString(objs) + " typed=" + Arrays.toString(ints) + " big=" + Arrays.toString(big));
        List<Integer> linked = new LinkedList<>(list);
        System.out.println("equals LinkedList=" + list.equals(linked) + " hash equal=" + (list.hashCode() == linked.hashCode()) + " hash=" + list.hashCode());
        try {
            list.get(list.size());
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get out of range: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            list.add(-1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("add at -1: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            new ArrayList<>(List.of(1, 2, 3)).subList(2, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("bad subList: " + e.getMessage());
        }
        ArrayList<String> strings = new ArrayList<>(2);
        strings.ensureCapacity(100);
        for (String s : "the quick brown fox jumps over the lazy dog".split(" ")) {
            strings.add(s);
        }
        strings.trimToSize();
        strings.sort(null);
        System.out.println("sorted words=" + strings);
        strings.replaceAll(s -> s.length() + s);
        System.out.println("replaceAll=" + strings);
        strings.removeIf(s -> s.startsWith("3"));
        System.out.println("removeIf=" + strings + " isEmpty=" + strings.isEmpty());
        List<Object> mixed = new ArrayList<>();
        mixed.add(null);
        mixed.add("x");
        mixed.add(null);
        System.out.println("nulls: indexOf(null)=" + mixed.indexOf(null) + " lastIndexOf(null)=" + mixed.lastIndexOf(null) + " " + mixed);
        long sum = 0;
        ArrayList<Long> longs = new ArrayList<>();
        for (long i = 0; i < 5000; i++) longs.add(i * i);
        for (int i = longs.size() - 1; i >= 0; i -= 7) sum += longs.get(i);
        System.out.println("big list sum=" + sum + " size=" + longs.size());
        longs.clear();
        System.out.println("cleared size=" + longs.size());
    }
}
