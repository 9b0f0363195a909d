/*
 * UnsignedAndParsing: unsigned int/long conversions, division and comparison, toString in
 * radixes, parse errors with their exact messages (Integer/Long/Short/Byte, unsigned, radix
 * out of range, empty, sign only, overflow by one), decode of hex/octal/#, Math.fma against
 * plain multiply-add, Math.*Exact, clamp-like idioms, and StrictMath/Math for special values.
 */
package org.orbitmc.programs.seq;

public class UnsignedAndParsing {
    static void tryParse(String label, java.util.function.Supplier<Object> p) {
        try {
            System.out.println(label + " = " + p.get());
        } catch (NumberFormatException e) {
            System.out.println(label + " -> NFE: " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println(label + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] is = {0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, -123456789};
        for (int i : is) {
            System.out.println(i + ": unsigned=" + Integer.toUnsignedString(i) + " long=" + Integer.toUnsignedLong(i) + " hex=" + Integer.toHexString(i)
                    + " oct=" + Integer.toOctalString(i) + " bin=" + Integer.toBinaryString(i) + " r36=" + Integer.toUnsignedString(i, 36)
                    + " /7=" + Integer.divideUnsigned(i, 7) + " %7=" + Integer.remainderUnsigned(i, 7) + " cmp1=" + Integer.compareUnsigned(i, 1));
        }
        long[] ls = {0, -1, Long.MIN_VALUE, Long.MAX_VALUE, -1234567890123456789L};
        for (long l : ls) {
            System.out.println(l + ": unsigned=" + Long.toUnsignedString(l) + " r2len=" + Long.toUnsignedString(l, 2).length() + " r36=" + Long.toUnsignedString(l, 36)
                    + " /10=" + Long.divideUnsigned(l, 10) + " %10=" + Long.remainderUnsigned(l, 10) + " cmp=" + Long.compareUnsigned(l, 5)
                    + " /big=" + Long.divideUnsigned(l, -2L));
        }
        tryParse("parseUnsignedLong max", () -> Long.parseUnsignedLong("18446744073709551615"));
        tryParse("parseUnsignedLong over", () -> Long.parseUnsignedLong("18446744073709551616"));
        tryParse("parseUnsignedLong neg", () -> Long.parseUnsignedLong("-1"));
        tryParse("parseUnsignedLong hex", () -> Long.parseUnsignedLong("ffffffffffffffff", 16));
        tryParse("parseUnsignedInt", () -> Integer.parseUnsignedInt("4294967295"));
        tryParse("parseUnsignedInt over", () -> Integer.parseUnsignedInt("4294967296"));
        tryParse("parseInt empty", () -> Integer.parseInt(""));
        tryParse("parseInt null", () -> Integer.parseInt(null));
        tryParse("parseInt sign only", () -> Integer.parseInt("-"));
        tryParse("parseInt plus", () -> Integer.parseInt("+42"));
        tryParse("parseInt max+1", () -> Integer.parseInt("2147483648"));
        tryParse("parseInt min", () -> Integer.parseInt("-2147483648"));
        tryParse("parseInt space", () -> Integer.parseInt(" 1"));
        tryParse("parseInt radix 99", () -> Integer.parseInt("1", 99));
        tryParse("parseInt radix 1", () -> Integer.parseInt("1", 1));
        tryParse("parseInt z36", () -> Integer.parseInt("zz", 36));
        tryParse("parseInt digit in radix", () -> Integer.parseInt("129", 8));
        tryParse("parseInt subsequence", () -> Integer.parseInt("xx123yy", 2, 5, 10));
        tryParse("parseInt bad range", () -> Integer.parseInt("123", 2, 7, 10));
        tryParse("parseLong L suffix", () -> Long.parseLong("10L"));
        tryParse("parseShort over", () -> Short.parseShort("40000"));
        tryParse("parseByte over", () -> Byte.parseByte("128"));
        tryParse("parseByte hex", () -> Byte.parseByte("-80", 16));
        tryParse("decode hex", () -> Integer.decode("0x1F"));
        tryParse("decode hash", () -> Integer.decode("-#FF"));
        tryParse("decode octal", () -> Integer.decode("010"));
        tryParse("decode bad", () -> Integer.decode("0x"));
        tryParse("decode min", () -> Long.decode("-0x8000000000000000"));
        tryParse("valueOf unicode digits", () -> Integer.parseInt("\u0661\u0662\u0663"));
        tryParse("parseDouble hex", () -> Double.parseDouble("0x1.8p1"));
        tryParse("parseDouble junk", () -> Double.parseDouble("1.0.0"));
        tryParse("parseDouble trailing d", () -> Double.parseDouble(" 2.5d "));
        tryParse("parseFloat empty", () -> Float.parseFloat(""));
        tryParse("Boolean parse", () -> Boolean.parseBoolean("TRUE") + "/" + Boolean.parseBoolean("yes"));

        double a = 0.1, b = 10, c = -1;
        System.out.println("fma=" + Math.fma(a, b, c) + " plain=" + (a * b + c) + " fmaF=" + Math.fma(0.1f, 10f, -1f));
        System.out.println("fma specials=" + Math.fma(Double.MAX_VALUE, 2, -Double.MAX_VALUE) + " " + Math.fma(Double.NaN, 0, 1) + " " + Math.fma(0.0, -1, 0.0) + " " + Math.fma(1e308, 10, Double.NEGATIVE_INFINITY));
        System.out.println("fma exact=" + Math.fma(3.0, 4.0, 5.0) + " " + Math.fma(1 + Math.ulp(1.0), 1 - Math.ulp(1.0), -1));
        tryParse("addExact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        tryParse("multiplyExact long", () -> Math.multiplyExact(Long.MAX_VALUE / 2, 3L));
        tryParse("toIntExact", () -> Math.toIntExact(1L << 31));
        tryParse("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        tryParse("floorMod neg", () -> Math.floorMod(-7, 3) + " " + Math.floorDiv(-7, 3) + " " + (-7 % 3) + " " + (-7 / 3));
        tryParse("absExact", () -> Math.absExact(Long.MIN_VALUE));
        System.out.println("abs min=" + Math.abs(Integer.MIN_VALUE) + " signum=" + Math.signum(-0.0) + " copySign=" + Math.copySign(3, -0.0) + " nextUp=" + Math.nextUp(1.0)
                + " ulp=" + Math.ulp(1e10) + " getExponent=" + Math.getExponent(1024.5) + " scalb=" + Math.scalb(1.5, 4) + " rint=" + Math.rint(2.5) + "/" + Math.rint(3.5));
        System.out.println("strict: " + StrictMath.sqrt(2) + " " + StrictMath.cbrt(-27) + " " + StrictMath.pow(2, 0.5) + " " + StrictMath.log10(1000) + " " + StrictMath.exp(1)
                + " " + StrictMath.sin(Math.PI) + " " + StrictMath.atan2(1, -1) + " " + StrictMath.hypot(3, 4) + " " + StrictMath.expm1(1e-10) + " " + StrictMath.floor(-1.5)
                + " " + StrictMath.toDegrees(Math.PI) + " " + StrictMath.round(-2.5) + " " + StrictMath.ceil(-0.5));
        System.out.println("bits: " + Integer.bitCount(-1) + " " + Long.numberOfTrailingZeros(0) + " " + Integer.highestOneBit(1000) + " " + Integer.reverse(1) + " " + Integer.reverseBytes(0x01020304)
                + " " + Long.rotateLeft(1L, 65) + " " + Integer.signum(-9) + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -1));
        System.out.println("hash: " + Long.hashCode(-1L) + " " + Double.hashCode(-0.0) + " " + Boolean.hashCode(true) + " " + Character.hashCode('a') + " " + Float.hashCode(Float.NaN));
    }
}
