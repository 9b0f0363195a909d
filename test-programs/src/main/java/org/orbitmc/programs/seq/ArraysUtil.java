/*
 * ArraysUtil: java.util.Arrays helpers: fill (whole and ranged), copyOf (truncate and pad with
 * defaults), copyOfRange beyond the end, equals/deepEquals (including NaN and -0.0 elements),
 * toString/deepToString (including null and nested arrays), asList (fixed size, write-through,
 * UnsupportedOperationException on add), binarySearch (found, insertion point, with a
 * comparator), hashCode/deepHashCode, mismatch, compare, setAll with hand-computed prefix sums,
 * stream, and System.arraycopy with overlapping ranges.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtil {
    public static void main(String[] args) {
        int[] a = new int[8];
        Arrays.fill(a, 7);
        Arrays.fill(a, 2, 5, -1);
        System.out.println("fill=" + Arrays.toString(a));
        int[] shorter = Arrays.copyOf(a, 3), longer = Arrays.copyOf(a, 11);
        System.out.println("copyOf short=" + Arrays.toString(shorter) + " long=" + Arrays.toString(longer) + " strings padded="
                + Arrays.toString(Arrays.copyOf(new String[] {"s"}, 3)));
        System.out.println("copyOfRange=" + Arrays.toString(Arrays.copyOfRange(a, 6, 10)) + " boolean pad=" + Arrays.toString(Arrays.copyOf(new boolean[] {true}, 3)));
        try {
            Arrays.copyOfRange(a, 5, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange bad: " + e.getMessage());
        }
        double[] d1 = {1.0, Double.NaN, -0.0}, d2 = {1.0, Double.NaN, 0.0}, d3 = {1.0, Double.NaN, -0.0};
        System.out.println("double equals: NaN/-0.0 vs 0.0=" + Arrays.equals(d1, d2) + " identical values=" + Arrays.equals(d1, d3) + " but == on NaN elements="
                + (d1[1] == d3[1]));
        Object[] n1 = {1, new int[] {2, 3}, new String[] {"x"}}, n2 = {1, new int[] {2, 3}, new String[] {"x"}};
        System.out.println("equals nested=" + Arrays.equals(n1, n2) + " deepEquals=" + Arrays.deepEquals(n1, n2) + " deepToString=" + Arrays.deepToString(n1));
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println("self-referencing deepToString=" + Arrays.deepToString(self) + " toString(null)=" + Arrays.toString((int[]) null) + " empty="
                + Arrays.toString(new int[0]));
        String[] backing = {"a", "b", "c"};
        List<String> view = Arrays.asList(backing);
        view.set(1, "B");
        backing[2] = "C";
        System.out.println("asList write-through: list=" + view + " array=" + Arrays.toString(backing));
        try {
            view.add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: " + e.getClass().getSimpleName());
        }
        int[] sorted = {1, 3, 5, 7, 9, 11};
        for (int key : new int[] {1, 7, 11, 0, 4, 12}) {
            System.out.println("binarySearch " + key + " -> " + Arrays.binarySearch(sorted, key));
        }
        String[] byLen = {"a", "bb", "ccc", "dddd"};
        System.out.println("binarySearch with comparator=" + Arrays.binarySearch(byLen, "xx", Comparator.comparingInt(String::length))
                + " range search=" + Arrays.binarySearch(sorted, 2, 5, 9));
        System.out.println("hashCode int[]=" + Arrays.hashCode(new int[] {1, 2, 3}) + " long[]=" + Arrays.hashCode(new long[] {1L << 40, -1}) + " double[]="
                + Arrays.hashCode(new double[] {0.5, -0.0})
                + " Object[]=" + Arrays.hashCode(new Object[] {"a", null, 3}) + " deepHashCode=" + Arrays.deepHashCode(new Object[] {new int[] {1, 2}, "x"}) + " null="
                        + Arrays.hashCode((int[]) null));
        System.out.println("mismatch=" + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.mismatch(new int[] {1}, new int[] {1}) + " "
                + Arrays.mismatch(new char[] {'a'}, new char[] {'a', 'b'})
                + " compare=" + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2, 0}, new int[] {1, 2}) + " "
                        + Arrays.compare(new String[] {"b"}, new String[] {"a", "z"}));
        long[] squares = new long[10];
        Arrays.setAll(squares, i -> (long) i * i);
        long[] prefix = squares.clone();
        for (int i = 1; i < prefix.length; i++) prefix[i] += prefix[i - 1];
        System.out.println("setAll=" + Arrays.toString(squares) + " prefix sums=" + Arrays.toString(prefix) + " stream sum=" + Arrays.stream(squares).sum()
                + " range stream=" + Arrays.stream(sorted, 1, 4).boxed().toList());
        int[] overlap = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(overlap, 0, overlap, 3, 5);
        System.out.println("arraycopy overlap forward=" + Arrays.toString(overlap));
        int[] overlap2 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        System.arraycopy(overlap2, 4, overlap2, 1, 6);
        System.out.println("arraycopy overlap backward=" + Arrays.toString(overlap2));
        Object[] objs = new Object[4];
        System.arraycopy(new String[] {"p", "q"}, 0, objs, 1, 2);
        System.out.println("arraycopy String[] into Object[]=" + Arrays.toString(objs));
        char[] text = "hello".toCharArray();
        Arrays.fill(text, 1, 3, '*');
        System.out.println("char fill=" + new String(text) + " Arrays.equals ranges=" + Arrays.equals(new int[] {9, 1, 2}, 1, 3, new int[] {1, 2, 8}, 0, 2));
    }
}
