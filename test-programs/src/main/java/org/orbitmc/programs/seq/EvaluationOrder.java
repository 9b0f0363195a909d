/*
 * EvaluationOrder: Java's strict left-to-right evaluation: operands before operators,
 * arguments left to right, array reference and index evaluated before the right-hand side,
 * compound assignment saving the left value first, the i = i++ puzzle, short-circuit
 * operators, conditional expression typing (int/char/Integer/Long/Double mixes, null in one
 * arm), operator precedence, and exceptions thrown midway leaving earlier side effects.
 */
package org.orbitmc.programs.seq;

public class EvaluationOrder {
    static final StringBuilder log = new StringBuilder();

    static int v(String name, int value) {
        log.append(name).append(' ');
        return value;
    }

    static int[] arr(String name, int[] a) {
        log.append(name).append(' ');
        return a;
    }

    static String flush() {
        String s = log.toString().trim();
        log.setLength(0);
        return s;
    }

    static int three(int a, int b, int c) { return a * 100 + b * 10 + c; }

    public static void main(String[] args) {
        int r = v("a", 1) + v("b", 2) * v("c", 3);
        System.out.println("a+b*c=" + r + " order: " + flush());
        r = three(v("x", 1), v("y", 2), v("z", 3));
        System.out.println("args=" + r + " order: " + flush());
        int[] data = {10, 20, 30};
        arr("array", data)[v("index", 1)] = v("rhs", 99);
        System.out.println("array store " + java.util.Arrays.toString(data) + " order: " + flush());
        int[] empty = null;
        try {
            arr("null-array", empty)[v("index", 0)] = v("rhs", 5);
        } catch (NullPointerException e) {
            System.out.println("store into null array evaluated: " + flush() + " then " + e.getClass().getSimpleName());
        }
        try {
            arr("array", data)[v("bad-index", 7)] = v("rhs", 5);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad index evaluated: " + flush() + " then AIOOBE");
        }
        int x = 5;
        x += v("rhs-of-compound", x++);
        System.out.println("x += x++ -> " + x + " " + flush());
        int i = 0;
        i = i++;
        System.out.println("i = i++ -> " + i);
        i = 0;
        i = i++ + ++i;
        System.out.println("i = i++ + ++i -> " + i);
        int j = 1;
        j = j++ * 10 + j;
        System.out.println("j = j++ * 10 + j -> " + j);
        int k = 10;
        int m = k-- - --k;
        System.out.println("k-- - --k -> " + m + " k=" + k);
        int[] idx = {0, 0, 0};
        int p = 0;
        idx[p++] = p++;
        System.out.println("idx[p++] = p++ -> " + java.util.Arrays.toString(idx) + " p=" + p);
        boolean b = v("left", 0) == 1 && v("right-skipped", 1) == 1;
        boolean b2 = v("left", 1) == 1 || v("right-skipped", 1) == 1;
        boolean b3 = v("left", 0) == 1 & v("right-evaluated", 1) == 1;
        System.out.println("short-circuit " + b + b2 + b3 + " order: " + flush());
        boolean cond = args.length == 0;
        Object o1 = cond ? 66 : 'a';
        Object o2 = cond ? 'a' : 0;
        Object o3 = cond ? Integer.valueOf(1) : Long.valueOf(2);
        Object o4 = cond ? 1 : 2.0;
        Object o5 = cond ? null : 0;
        Object o6 = cond ? (Object) 'c' : "s";
        char c = cond ? 'x' : 0;
        long l = cond ? 1 : 2L;
        System.out.println("ternary types: " + o1.getClass().getSimpleName() + "=" + o1 + " " + o2.getClass().getSimpleName() + "=" + o2 + " "
                + o3.getClass().getSimpleName() + "=" + o3
                + " " + o4.getClass().getSimpleName() + "=" + o4 + " " + o5 + " " + o6.getClass().getSimpleName() + " char=" + c + " long=" + l);
        System.out.println("precedence: " + (1 + 2 * 3 - 4 / 2 % 3) + " " + (1 << 2 + 1) + " " + (5 & 3 | 8 ^ 2) + " " + (-5 >> 1 >>> 28) + " " + (true || false
                && false) + " " + (10 - 2 - 3)
                + " " + (2 * 3 / 4 * 4) + " " + (~5 + 1) + " " + (1 + 2 + "3" + 4 * 5));
        int counter = 0;
        int[] nums = {0, 0, 0};
        try {
            nums[counter++] = counter++ / (counter - 2);
        } catch (ArithmeticException e) {
            System.out.println("exception after side effects: counter=" + counter + " nums=" + java.util.Arrays.toString(nums));
        }
        String s = null;
        try {
            s = "before";
            s = s + v("appended", 1) + ((String) null).length();
        } catch (NullPointerException e) {
            System.out.println("partially evaluated concat: s=" + s + " order: " + flush());
        }
        long big = Integer.MAX_VALUE;
        long res = big * 2 + v("int-add", Integer.MAX_VALUE) + 1;
        System.out.println("mixed widening=" + res + " " + flush());
    }
}
