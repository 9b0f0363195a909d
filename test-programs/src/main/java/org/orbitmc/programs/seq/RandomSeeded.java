/*
 * RandomSeeded: java.util.Random with fixed seeds is fully specified (a 48-bit LCG), so
 * every value is reproducible: nextInt, nextInt(bound) for powers of two and other bounds,
 * nextLong, nextDouble, nextFloat, nextBoolean, nextGaussian (uses StrictMath), nextBytes,
 * setSeed, the ints()/doubles() streams, Collections.shuffle with a seeded Random, and a
 * Monte Carlo estimate of pi. No unseeded randomness is used.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

public class RandomSeeded {
    public static void main(String[] args) {
        Random r = new Random(42);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(r.nextInt()).append(' ');
        System.out.println("nextInt: " + sb.toString().trim());
        sb.setLength(0);
        for (int bound : new int[] {1, 2, 10, 16, 100, 1 << 30, Integer.MAX_VALUE, 7}) sb.append(bound).append("->").append(r.nextInt(bound)).append(' ');
        System.out.println("nextInt(bound): " + sb.toString().trim());
        System.out.println("nextLong: " + r.nextLong() + " " + r.nextLong());
        System.out.println("nextDouble: " + r.nextDouble() + " " + r.nextDouble());
        System.out.println("nextFloat: " + r.nextFloat() + " " + r.nextFloat());
        System.out.println("nextBoolean: " + r.nextBoolean() + " " + r.nextBoolean() + " " + r.nextBoolean());
        System.out.println("nextGaussian: " + r.nextGaussian() + " " + r.nextGaussian() + " " + r.nextGaussian());
        byte[] bytes = new byte[10];
        r.nextBytes(bytes);
        System.out.println("nextBytes: " + Arrays.toString(bytes));
        try {
            r.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println("nextInt(0): " + e.getMessage());
        }
        r.setSeed(42);
        System.out.println("after setSeed(42) first nextInt again: " + r.nextInt());
        Random a = new Random(2024), b = new Random(2024);
        boolean same = true;
        for (int i = 0; i < 1000; i++) same &= a.nextLong() == b.nextLong();
        System.out.println("two generators with the same seed agree: " + same);
        Random s = new Random(7);
        System.out.println("ints stream: " + s.ints(8, 0, 100).boxed().collect(Collectors.toList()));
        System.out.println("doubles stream sum: " + s.doubles(5).sum());
        System.out.println("longs stream: " + s.longs(3, -10, 10).boxed().collect(Collectors.toList()));
        List<Integer> deck = new ArrayList<>();
        for (int i = 1; i <= 20; i++) deck.add(i);
        Collections.shuffle(deck, new Random(123));
        System.out.println("shuffled: " + deck);
        Collections.shuffle(deck, new Random(123));
        System.out.println("shuffled again: " + deck);
        Random mc = new Random(99);
        int inside = 0, n = 20000;
        for (int i = 0; i < n; i++) {
            double x = mc.nextDouble(), y = mc.nextDouble();
            if (x * x + y * y <= 1) inside++;
        }
        System.out.println("monte carlo inside=" + inside + " pi~" + 4.0 * inside / n);
        int[] histogram = new int[6];
        Random dice = new Random(1);
        for (int i = 0; i < 6000; i++) histogram[dice.nextInt(6)]++;
        System.out.println("dice histogram: " + Arrays.toString(histogram));
        Random g = new Random(5);
        double sum = 0, sumSq = 0;
        for (int i = 0; i < 2000; i++) {
            double v = g.nextGaussian();
            sum += v;
            sumSq += v * v;
        }
        System.out.println("gaussian mean=" + sum / 2000 + " second moment=" + sumSq / 2000);
        System.out.println("seed 0 first values: " + new Random(0).nextInt() + " " + new Random(0).nextDouble() + " negative seed: " + new Random(-1L).nextLong());
    }
}
