/*
 * Varargs: variable-arity methods: zero, one and many arguments, passing an explicit array,
 * passing null (the array itself is null) versus (Object) null (an array holding null),
 * primitive varargs, varargs after fixed parameters, overload resolution preferring fixed
 * arity over varargs, generic varargs with @SafeVarargs, and library varargs
 * (Arrays.asList, String.format, List.of, Math.max chains).
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;
import java.util.List;

public class Varargs {
    static String count(Object... args) {
        return args == null ? "null array" : args.length + " " + Arrays.toString(args);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String join(String sep, String... parts) {
        return String.join(sep, parts) + " (" + parts.length + " parts)";
    }

    static String pick(int a, int b) { return "fixed(int,int)"; }
    static String pick(int... a) { return "varargs(int...)"; }
    static String pick(long a, long b) { return "fixed(long,long)"; }

    @SafeVarargs
    static <T> List<T> listOf(T... items) {
        return Arrays.asList(items);
    }

    static double avg(double first, double... rest) {
        double s = first;
        for (double d : rest) s += d;
        return s / (1 + rest.length);
    }

    static long longs(long... ls) { return ls.length == 0 ? -1 : ls[ls.length - 1]; }

    public static void main(String[] args) {
        System.out.println("count()=" + count());
        System.out.println("count(1)=" + count(1));
        System.out.println("count(1,\"two\",3.0)=" + count(1, "two", 3.0));
        System.out.println("count(array)=" + count(new Object[] {"a", "b"}));
        System.out.println("count(String[] as Object...)=" + count(new String[] {"s1", "s2", "s3"}));
        System.out.println("count((Object) array)=" + count((Object) new Object[] {"a", "b"}).startsWith("1 "));
        System.out.println("count(null)=" + count((Object[]) null));
        System.out.println("count((Object) null)=" + count((Object) null));
        System.out.println("count(null, null)=" + count(null, null));
        System.out.println("sum()=" + sum() + " sum(5)=" + sum(5) + " sum(1..5)=" + sum(1, 2, 3, 4, 5) + " sum(array)=" + sum(new int[] {10, 20}));
        System.out.println("join=" + join("-") + " | " + join("-", "a") + " | " + join("-", "a", "b", "c"));
        System.out.println("overloads: " + pick(1, 2) + " " + pick(1) + " " + pick(1, 2, 3) + " " + pick(1L, 2) + " " + pick());
        short sh = 3;
        System.out.println("widening vs varargs: " + pick(sh, sh));
        System.out.println("listOf=" + listOf("x", "y") + " listOf ints=" + listOf(1, 2, 3) + " empty=" + Varargs.<String>listOf() + " of arrays="
                + listOf(new int[] {1}).size());
        System.out.println("avg(4)=" + avg(4) + " avg(1,2,3,4)=" + avg(1, 2, 3, 4) + " longs=" + longs() + " " + longs(1, 2, 3000000000L));
        System.out.println("library: " + Arrays.asList(1, 2, 3) + " " + String.format("%s-%s-%s", "a", "b", "c") + " " + List.of() + " " + Math.max(1, Math.max(5, 3)));
        List<int[]> arrays = Arrays.asList(new int[] {1, 2}, new int[] {3});
        System.out.println("Arrays.asList of int arrays size=" + arrays.size() + " first length=" + arrays.get(0).length);
        List<int[]> single = Arrays.asList(new int[] {1, 2, 3});
        System.out.println("Arrays.asList(int[]) size=" + single.size());
        Integer[] boxed = {1, 2, 3};
        System.out.println("Arrays.asList(Integer[]) size=" + Arrays.asList(boxed).size());
        Object[] holder = {boxed};
        System.out.println("nested array passed as single element: " + count(holder).substring(0, 2));
    }
}
