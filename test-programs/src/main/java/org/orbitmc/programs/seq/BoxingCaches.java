/*
 * BoxingCaches: autoboxing through valueOf and its caches. Integer.valueOf returns the same
 * object for -128..127 and (with default VM options) distinct objects outside that range,
 * observable with ==; Long, Short, Byte and Character have fixed caches, Boolean has two
 * constants, and Float/Double are never cached. Also equals between different box types,
 * unboxing null (NullPointerException, class name only), compound assignment and ++ on boxed
 * values, boxing in conditional expressions (including the unboxing NPE trap of
 * "cond ? boxedNull : 0"), and Integer overload of List.remove.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.List;

public class BoxingCaches {
    static Integer box(int v) { return v; }

    public static void main(String[] args) {
        int[] probes = {-129, -128, -1, 0, 1, 100, 127, 128, 1000};
        for (int v : probes) {
            Integer a = box(v), b = box(v);
            Long la = (long) v, lb = (long) v;
            System.out.println(v + ": Integer== " + (a == b) + " equals " + a.equals(b) + " Long== " + (la == lb)
                    + " new-vs-valueOf " + (Integer.valueOf(v) == a));
        }
        Short s1 = 127, s2 = 127, s3 = 128, s4 = 128;
        Byte b1 = (byte) -128, b2 = (byte) -128;
        Character c1 = 127, c2 = 127, c3 = 128, c4 = 128;
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"), f1 = Boolean.valueOf("yes");
        System.out.println("Short 127==" + (s1 == s2) + " 128==" + (s3 == s4) + " Byte==" + (b1 == b2) + " Character 127==" + (c1 == c2) + " 128==" + (c3 == c4));
        System.out.println("Boolean same=" + (t1 == t2) + " TRUE const=" + (t1 == Boolean.TRUE) + " valueOf(yes)=" + f1 + " parseBoolean(True)="
                + Boolean.parseBoolean("True"));
        Double d1 = 1.0, d2 = 1.0;
        Float f2 = 0.5f, f3 = 0.5f;
        System.out.println("Double== " + (d1 == d2) + " equals " + d1.equals(d2) + " Float== " + (f2 == f3) + " equals " + f2.equals(f3));
        Integer i42 = 42;
        Long l42 = 42L;
        Object o42 = 42;
        System.out.println("Integer.equals(Long)=" + i42.equals(l42) + " Long.equals(42)=" + l42.equals(42) + " Long.equals(42L)=" + l42.equals(42L)
                + " numeric ==: " + (i42 == 42) + " " + (l42 == 42) + " mixed " + (i42.intValue() == l42) + " o42 class=" + o42.getClass().getSimpleName());
        System.out.println("Double.equals(-0.0 vs 0.0)=" + Double.valueOf(-0.0).equals(0.0) + " NaN box equals=" + Double.valueOf(Double.NaN).equals(Double.NaN)
                + " primitive -0.0==0.0 " + (-0.0 == 0.0));
        Integer counter = 126;
        Integer before = counter;
        counter++;
        System.out.println("after ++ " + counter + " same as before=" + (before == counter) + " cached 127=" + (counter == box(127)));
        counter++;
        System.out.println("after ++ " + counter + " cached?=" + (counter == box(128)));
        Integer sum = 0;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println("boxed sum=" + sum);
        Integer nothing = null;
        try {
            int x = nothing;
            System.out.println(x);
        } catch (NullPointerException e) {
            System.out.println("unboxing null: " + e.getClass().getName());
        }
        try {
            nothing++;
        } catch (NullPointerException e) {
            System.out.println("increment null: " + e.getClass().getName());
        }
        boolean flag = args.length == 0;
        try {
            Integer r = flag ? nothing : 0;
            System.out.println("ternary gave " + r);
        } catch (NullPointerException e) {
            System.out.println("ternary unboxing trap: " + e.getClass().getName());
        }
        Integer safe = flag ? nothing : Integer.valueOf(0);
        System.out.println("ternary with both boxed=" + safe);
        Object mixed = flag ? 1 : "one";
        Object promoted = flag ? Integer.valueOf(1) : Double.valueOf(2.0);
        System.out.println("mixed ternary=" + mixed.getClass().getSimpleName() + " promoted ternary=" + promoted + " " + promoted.getClass().getSimpleName());
        List<Integer> list = new ArrayList<>(List.of(10, 20, 30, 1, 2));
        list.remove(1);
        list.remove(Integer.valueOf(1));
        System.out.println("list remove overloads=" + list);
        System.out.println("compare boxes: " + Integer.valueOf(1000).compareTo(999) + " " + Character.valueOf('a').compareTo('c') + " " + Boolean.TRUE.compareTo(false)
                + " hashCodes " + Integer.valueOf(-5).hashCode() + " " + Long.valueOf(-5).hashCode() + " " + Character.valueOf('A').hashCode());
        long total = 0;
        List<Long> longs = new ArrayList<>();
        for (long i = 0; i < 300; i++) longs.add(i * 3);
        for (Long l : longs) total += l;
        System.out.println("boxed long total=" + total + " max cached check=" + (longs.get(42) == Long.valueOf(126)) + " " + (longs.get(43) == Long.valueOf(129)));
    }
}
