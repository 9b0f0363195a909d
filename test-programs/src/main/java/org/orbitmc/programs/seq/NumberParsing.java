/*
 * NumberParsing: Integer/Long/Short/Byte parsing with and without radix (signs, leading
 * zeros, MIN_VALUE, overflow), NumberFormatException messages, valueOf/decode, Double and
 * Float parsing (hex floats, exponents, "Infinity", "NaN", whitespace, type suffixes),
 * toString in radixes 2..36, toHexString/toOctalString/toBinaryString of negatives, unsigned
 * parsing, division, remainder, comparison and toUnsignedString, and the bit helpers
 * bitCount/reverse/reverseBytes/highestOneBit/lowestOneBit/numberOfLeading/TrailingZeros.
 */
package org.orbitmc.programs.seq;

public class NumberParsing {
    interface Parser { Object parse(String s); }

    static void tryParse(String label, Parser p, String... inputs) {
        for (String in : inputs) {
            try {
                System.out.println(label + "(" + (in == null ? "null" : "\"" + in + "\"") + ") = " + p.parse(in));
            } catch (NumberFormatException e) {
                System.out.println(label + "(" + (in == null ? "null" : "\"" + in + "\"") + ") -> NumberFormatException: " + e.getMessage());
            }
        }
    }

    public static void main(String[] args) {
        tryParse("parseInt", Integer::parseInt, "0", "-0", "+42", "007", "2147483647", "-2147483648", "2147483648", "12a", "", " 1", "1_000", null, "-");
        tryParse("parseInt16", s -> Integer.parseInt(s, 16), "ff", "-FF", "7fffffff", "80000000", "-80000000", "xyz");
        tryParse("parseInt2", s -> Integer.parseInt(s, 2), "1010", "-1111111111111111111111111111111", "102");
        tryParse("parseInt36", s -> Integer.parseInt(s, 36), "zz", "Java", "-1a");
        tryParse("parseLong", Long::parseLong, "9223372036854775807", "-9223372036854775808", "9223372036854775808", "123L");
        tryParse("parseShort", Short::parseShort, "32767", "32768", "-32768");
        tryParse("parseByte", Byte::parseByte, "127", "-129");
        tryParse("decode", Integer::decode, "0x1F", "#ff", "010", "-0X10", "0");
        tryParse("parseDouble", Double::parseDouble, "3.14", "  2.5e3  ", "1e-400", "1e400", "-Infinity", "NaN", "0x1.8p1", "1d", "2.5f", ".5", "5.", "1,5", "abc", "");
        tryParse("parseFloat", Float::parseFloat, "3.4028235e38", "3.5e38", "1.4e-45", "1e-46", "0.1", "16777217");
        tryParse("parseUnsignedInt", Integer::parseUnsignedInt, "4294967295", "4294967296", "-1");
        tryParse("parseUnsignedLong", Long::parseUnsignedLong, "18446744073709551615", "18446744073709551616");
        try {
            Integer.parseInt("1", 37);
        } catch (NumberFormatException e) {
            System.out.println("radix 37: " + e.getMessage());
        }

        int[] ints = {0, 1, -1, 255, -255, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x12345678};
        for (int v : ints) {
            System.out.println(v + ": r2=" + Integer.toString(v, 2) + " r7=" + Integer.toString(v, 7) + " r36=" + Integer.toString(v, 36) + " r99="
                    + Integer.toString(v, 99)
                    + " hex=" + Integer.toHexString(v) + " oct=" + Integer.toOctalString(v) + " bin=" + Integer.toBinaryString(v)
                    + " unsigned=" + Integer.toUnsignedString(v) + " unsignedLong=" + Integer.toUnsignedLong(v));
            System.out.println("   bitCount=" + Integer.bitCount(v) + " reverse=" + Integer.reverse(v) + " reverseBytes=" + Integer.toHexString(Integer.reverseBytes(v))
                    + " highestOneBit=" + Integer.highestOneBit(v) + " lowestOneBit=" + Integer.lowestOneBit(v) + " nlz=" + Integer.numberOfLeadingZeros(v)
                    + " ntz=" + Integer.numberOfTrailingZeros(v));
        }
        long[] longs = {0L, -1L, Long.MAX_VALUE, Long.MIN_VALUE, 0xCAFEBABEDEADBEEFL, 1L << 40};
        for (long v : longs) {
            System.out.println(v + ": hex=" + Long.toHexString(v) + " r36=" + Long.toString(v, 36) + " unsigned=" + Long.toUnsignedString(v) + " unsignedR16="
                    + Long.toUnsignedString(v, 16)
                    + " bitCount=" + Long.bitCount(v) + " nlz=" + Long.numberOfLeadingZeros(v) + " ntz=" + Long.numberOfTrailingZeros(v)
                    + " highestOneBit=" + Long.highestOneBit(v) + " reverse=" + Long.toHexString(Long.reverse(v)));
        }
        int a = -1, b = 3;
        System.out.println("unsigned int: divide=" + Integer.divideUnsigned(a, b) + " remainder=" + Integer.remainderUnsigned(a, b) + " compare="
                + Integer.compareUnsigned(a, b)
                + " signed compare=" + Integer.compare(a, b));
        long la = -1L, lb = 10L;
        System.out.println("unsigned long: divide=" + Long.divideUnsigned(la, lb) + " remainder=" + Long.remainderUnsigned(la, lb) + " compare="
                + Long.compareUnsigned(la, lb)
                + " divide big=" + Long.divideUnsigned(0x8000000000000000L, 3) + " remainder big=" + Long.remainderUnsigned(0x8000000000000000L, 3));
        System.out.println("constants: " + Integer.MAX_VALUE + " " + Integer.MIN_VALUE + " " + Long.MAX_VALUE + " " + Long.MIN_VALUE + " " + Short.MIN_VALUE + " "
                + Byte.MAX_VALUE
                + " " + (int) Character.MAX_VALUE + " " + Integer.SIZE + " " + Long.BYTES);
        System.out.println("valueOf: " + Integer.valueOf("-12") + " " + Long.valueOf("77", 8) + " " + Double.valueOf("1e3") + " " + Short.valueOf((short) 5)
                + " toString: "
                + Double.toString(1e3) + " " + Float.toString(1e3f) + " " + Long.toString(-255, 16));
    }
}
