/*
 * SortingOps: Arrays.sort on int[], long[], short[], byte[], char[] and double[]/float[]
 * (where -0.0 sorts before 0.0 and NaN sorts last), range sorts, sorting arrays large enough
 * to leave the insertion-sort path of DualPivotQuicksort, Object[] sorting with natural order
 * and comparators, stability of the object sort (TimSort/merge) on equal keys,
 * Collections.sort and List.sort with null meaning natural order, and a comparator that
 * violates its contract being tolerated on a tiny input.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

public class SortingOps {
    record Entry(String key, int rank) { }

    static long lcg = 2024;
    static int nextRand(int bound) {
        lcg = (lcg * 25214903917L + 11) & ((1L << 48) - 1);
        return (int) ((lcg >>> 17) % bound);
    }

    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, Integer.MIN_VALUE, 7, 7, Integer.MAX_VALUE, -3, 2};
        Arrays.sort(ints);
        System.out.println("ints=" + Arrays.toString(ints));
        long[] longs = {3L, -1L, Long.MAX_VALUE, 0L, Long.MIN_VALUE, 42L};
        Arrays.sort(longs);
        System.out.println("longs=" + Arrays.toString(longs));
        double[] ds = {3.5, Double.NaN, -0.0, 0.0, -1e300, Double.NEGATIVE_INFINITY, 0.0, -0.0, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.NaN, -2.5};
        Arrays.sort(ds);
        System.out.println("doubles=" + Arrays.toString(ds));
        float[] fs = {1f, Float.NaN, -0f, 0f, -1f, Float.MAX_VALUE, -0f};
        Arrays.sort(fs);
        System.out.println("floats=" + Arrays.toString(fs));
        char[] cs = "the quick brown fox".toCharArray();
        Arrays.sort(cs);
        System.out.println("chars='" + new String(cs) + "'");
        byte[] bs = {10, -128, 127, 0, -1, 5};
        Arrays.sort(bs);
        short[] ss = {300, -300, 0, Short.MIN_VALUE, Short.MAX_VALUE};
        Arrays.sort(ss);
        System.out.println("bytes=" + Arrays.toString(bs) + " shorts=" + Arrays.toString(ss));
        int[] partial = {9, 8, 7, 6, 5, 4, 3, 2, 1, 0};
        Arrays.sort(partial, 2, 7);
        System.out.println("range sort [2,7)=" + Arrays.toString(partial));

        int[] big = new int[3000];
        for (int i = 0; i < big.length; i++) big[i] = nextRand(1000) - 500;
        int[] copy = big.clone();
        Arrays.sort(big);
        boolean ok = true;
        for (int i = 1; i < big.length; i++) ok &= big[i - 1] <= big[i];
        long weighted = 0;
        for (int i = 0; i < big.length; i += 100) weighted += (long) i * big[i];
        System.out.println("big sorted=" + ok + " min=" + big[0] + " max=" + big[big.length - 1] + " weighted=" + weighted + " unchanged copy[0]=" + copy[0]);
        double[] bigD = new double[500];
        for (int i = 0; i < bigD.length; i++) bigD[i] = (nextRand(2001) - 1000) / 8.0;
        bigD[17] = Double.NaN;
        bigD[99] = -0.0;
        Arrays.sort(bigD);
        System.out.println("bigD first=" + bigD[0] + " last=" + bigD[499] + " median=" + bigD[250]);

        String[] words = {"pear", "Apple", "fig", "banana", "apple", "Fig", "cherry"};
        String[] natural = words.clone();
        Arrays.sort(natural);
        String[] ci = words.clone();
        Arrays.sort(ci, String.CASE_INSENSITIVE_ORDER);
        String[] byLen = words.clone();
        Arrays.sort(byLen, Comparator.comparingInt(String::length));
        System.out.println("natural=" + Arrays.toString(natural) + "\ncaseInsensitive(stable)=" + Arrays.toString(ci) + "\nbyLength(stable)=" + Arrays.toString(byLen));

        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < 40; i++) entries.add(new Entry("k" + i, nextRand(4)));
        List<Entry> stable = new ArrayList<>(entries);
        stable.sort(Comparator.comparingInt(Entry::rank));
        StringBuilder sb = new StringBuilder();
        for (Entry e : stable) sb.append(e.rank()).append(':').append(e.key()).append(' ');
        System.out.println("stable by rank=" + sb.toString().trim());
        boolean stableOk = true;
        for (int i = 1; i < stable.size(); i++) {
            Entry a = stable.get(i - 1), b = stable.get(i);
            if (a.rank() == b.rank() && entries.indexOf(a) > entries.indexOf(b)) stableOk = false;
        }
        System.out.println("stability holds=" + stableOk);

        List<Integer> nums = new ArrayList<>(List.of(5, 1, 4, 1, 5, 9, 2, 6, 5, 3));
        Collections.sort(nums);
        System.out.println("Collections.sort=" + nums);
        nums.sort(Collections.reverseOrder());
        System.out.println("reverseOrder=" + nums);
        nums.sort(null);
        System.out.println("sort(null)=" + nums);
        nums.sort(Comparator.comparing((Integer x) -> x % 3).thenComparing(Comparator.naturalOrder()));
        System.out.println("by mod 3=" + nums);
        Integer[] boxed = {3, 1, 2};
        Arrays.sort(boxed, (x, y) -> 1);
        System.out.println("inconsistent comparator on 3 elements=" + Arrays.toString(boxed));
        Object[] mixed = {"b", 1};
        try {
            Arrays.sort(mixed);
        } catch (ClassCastException e) {
            System.out.println("mixed types: " + e.getClass().getSimpleName());
        }
    }
}
