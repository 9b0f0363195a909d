/*
 * StringConcat: string concatenation (compiled to invokedynamic makeConcatWithConstants) with
 * every primitive type, boxed values, null strings and null objects, chars versus ints,
 * objects with toString (including one returning null and one that throws), left-to-right
 * evaluation and grouping ("1 + 2 + s" versus "s + 1 + 2"), compile-time constants that javac
 * folds, += in loops, and a single concatenation with about thirty operands of mixed types.
 */
package org.orbitmc.programs.seq;

public class StringConcat {
    static final String CONST_A = "con";
    static final String CONST_B = CONST_A + "stant" + 1 + 'c' + 2.5 + true + 3L;

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }
    static class NullName { @Override public String toString() { return null; } }
    static class Exploding { @Override public String toString() { throw new IllegalStateException("toString exploded"); } }

    static int evalCount;
    static int next() { return ++evalCount; }

    public static void main(String[] args) {
        byte b = -8;
        short s = 1234;
        char c = 'Z';
        int i = -2147483648;
        long l = 9223372036854775807L;
        float f = 1.1f;
        double d = -0.0;
        boolean z = true;
        String nullString = null;
        Object nullObject = null;
        System.out.println("b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z);
        System.out.println("nulls: " + nullString + " " + nullObject + " " + null);
        System.out.println("specials: " + Float.NaN + " " + Double.NEGATIVE_INFINITY + " " + (float) 1e10 + " " + 100.0 + " " + 1e-5f + " " + (Character.MAX_VALUE + 0));
        Integer boxedI = 77;
        Long boxedL = -5L;
        Character boxedC = 'q';
        Boolean boxedZ = false;
        Double boxedD = 2.0 / 3;
        System.out.println("boxed: " + boxedI + boxedL + boxedC + boxedZ + boxedD);
        System.out.println("char plus int: " + (c + 1) + " " + c + 1 + " " + (char) (c + 1));
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "|" + 'a' + 'b');
        System.out.println("objects: " + new Point(3, -4) + " " + new NullName() + " " + new Point[] {new Point(1, 1)}[0]);
        try {
            System.out.println("never " + new Exploding());
        } catch (IllegalStateException e) {
            System.out.println("toString threw: " + e.getMessage());
        }
        System.out.println("constant: " + CONST_B + " identity with literal: " + (CONST_B == "constant1c2.5true3"));
        evalCount = 0;
        String order = "[" + next() + "," + next() + "," + next() + "]";
        System.out.println("evaluation order " + order);

        String acc = "";
        for (int k = 0; k < 10; k++) {
            acc += k % 3 == 0 ? k : "-";
            acc += (char) ('a' + k);
        }
        System.out.println("acc=" + acc);
        String selfConcat = "ab";
        selfConcat += selfConcat += "c";
        System.out.println("selfConcat=" + selfConcat);
        char[] chars = {'h', 'i'};
        System.out.println("char array via String.valueOf: " + String.valueOf(chars) + " " + new String(chars, 1, 1));

        int v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9;
        String many = "" + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + '-' + v9 + v8 + v7 + v6 + v5 + v4 + v3 + v2 + v1 + v0
                + "|" + l + d + f + z + c + b + s + i;
        System.out.println("many length=" + many.length() + " tail=" + many.substring(many.length() - 40));
        String unicode = "caf" + '\u00e9';
        System.out.println("non-ASCII concat length=" + unicode.length() + " last code=" + (int) unicode.charAt(3));
        StringBuilder sb = new StringBuilder();
        sb.append(b).append(s).append(c).append(i).append(l).append(f).append(d).append(z).append(nullString).append((Object) null);
        System.out.println("builder=" + sb);
        System.out.println("String.valueOf: " + String.valueOf(3.0f) + String.valueOf('x') + String.valueOf(true) + String.valueOf((Object) null));
    }
}
