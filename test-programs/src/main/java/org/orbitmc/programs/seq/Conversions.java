/*
 * Conversions: primitive widening and narrowing conversions (i2b, i2c, i2s, l2i, i2l, char
 * arithmetic), implicit narrowing in compound assignments and ++ on byte/short/char, binary
 * numeric promotion, char/int interplay, boolean logic (&, |, ^ without short-circuit versus
 * && and ||) and overload selection driven by widening versus boxing versus varargs.
 */
package org.orbitmc.programs.seq;

public class Conversions {
    static String pick(int x) { return "int"; }
    static String pick(long x) { return "long"; }
    static String pick(double x) { return "double"; }
    static String pick(Object x) { return "Object"; }
    static String pick(int... x) { return "varargs"; }
    static String box(Integer x) { return "Integer"; }
    static String box(long x) { return "long"; }
    static String vs(Object x) { return "Object"; }
    static String vs(byte... x) { return "byte..."; }

    static int calls;
    static boolean t(String s) { calls++; System.out.println("  eval " + s); return true; }
    static boolean f(String s) { calls++; System.out.println("  eval " + s); return false; }

    public static void main(String[] args) {
        int[] samples = {0, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536, 0x12345678, Integer.MIN_VALUE};
        for (int v : samples) {
            System.out.println(v + " -> byte " + (byte) v + ", short " + (short) v + ", char " + (int) (char) v
                    + ", long " + (long) v + ", float " + (float) v + ", double " + (double) v);
        }
        long[] longs = {4294967296L, 4294967295L, -4294967297L, 0x7FFFFFFFFFFFFFFFL, 2147483648L};
        for (long v : longs) {
            System.out.println(v + " -> int " + (int) v + ", short " + (short) v + ", byte " + (byte) v + ", char " + (int) (char) v);
        }
        byte b = 120;
        b += 10;
        System.out.println("byte 120+=10 -> " + b);
        b++;
        System.out.println("byte ++ -> " + b);
        short s = Short.MAX_VALUE;
        s++;
        System.out.println("short MAX ++ -> " + s);
        char c = 'z';
        c += 1;
        System.out.println("char z+1 -> " + c + " (" + (int) c + ")");
        c = 0;
        c--;
        System.out.println("char 0-- -> " + (int) c);
        c = 'A';
        int ci = c + 1;
        char c2 = (char) (c + 2);
        System.out.println("'A'+1=" + ci + " (char)('A'+2)=" + c2 + " 'a'+'b'=" + ('a' + 'b') + " (char)98=" + (char) 98);
        byte x1 = 10, x2 = 20;
        int prod = x1 * x2 * 2;
        System.out.println("byte*byte promoted=" + prod + " (byte)=" + (byte) prod);
        char digit = '7';
        System.out.println("digit value=" + (digit - '0') + " next letter=" + (char) ('a' + 25));
        StringBuilder alphabet = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch += 5) {
            alphabet.append(ch);
        }
        System.out.println("every 5th letter=" + alphabet);
        System.out.println("int/int=" + (7 / 2) + " int/double=" + (7 / 2.0) + " long*float=" + (3L * 1.5f) + " char*double=" + ('a' * 0.5));
        System.out.println("overloads: " + pick(1) + " " + pick('c') + " " + pick((short) 3) + " " + pick(3L) + " " + pick(1.5f)
                + " " + pick("s") + " " + pick() + " " + pick(1, 2) + " " + pick(Integer.valueOf(4)));
        System.out.println("widening beats boxing: " + box(5) + " boxed arg: " + box(Integer.valueOf(5)));
        byte bb = 1;
        System.out.println("boxing beats varargs: " + vs(bb) + " explicit: " + vs(bb, bb));
        calls = 0;
        boolean r1 = f("a") && t("b");
        boolean r2 = t("c") || f("d");
        boolean r3 = f("e") & t("f");
        boolean r4 = t("g") | f("h");
        boolean r5 = t("i") ^ t("j");
        System.out.println("logic " + r1 + " " + r2 + " " + r3 + " " + r4 + " " + r5 + " calls=" + calls);
        boolean flag = true;
        flag &= false;
        flag |= true;
        flag ^= true;
        System.out.println("compound boolean=" + flag + " !flag=" + !flag);
        Object o = 'q';
        Object o2 = 3 + 4L;
        Object o3 = 1.0f * 2;
        System.out.println("autobox types: " + o.getClass().getSimpleName() + " " + o2.getClass().getSimpleName() + " " + o3.getClass().getSimpleName());
    }
}
