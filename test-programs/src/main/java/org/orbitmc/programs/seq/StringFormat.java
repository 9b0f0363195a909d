/*
 * StringFormat: java.util.Formatter through String.format with an explicit Locale.ROOT (so
 * the output does not depend on the default locale): integer conversions with width, zero
 * padding, sign and grouping flags, hex/octal of negative int and long values, string
 * conversions with width/precision/left alignment, chars, booleans, floating conversions
 * %f/%e/%g/%a with rounding (HALF_UP), BigDecimal and BigInteger arguments, argument indices
 * and %<, %%, and the exceptions thrown for bad format strings. A few locale-independent
 * conversions (%d %s %x) are also formatted with the default locale.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.IllegalFormatException;
import java.util.Locale;

public class StringFormat {
    static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    static void tryFormat(String fmt, Object... args) {
        try {
            System.out.println("ok: " + f(fmt, args));
        } catch (IllegalFormatException e) {
            System.out.println("format '" + fmt + "' failed: " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ints = {0, 7, -7, 42, 123456789, Integer.MIN_VALUE};
        for (int v : ints) {
            System.out.println(f("[%d] [%5d] [%-5d] [%05d] [%+d] [%,d] [% d] [%(d] [%x] [%X] [%o] [%08x] [%#x] [%#o]", v, v, v, v, v, v, v, v, v, v, v, v, v, v));
        }
        long big = Long.MIN_VALUE;
        System.out.println(f("long: %d %x %o %,d %020d", big, big, big, Long.MAX_VALUE, 12345678901L));
        System.out.println(f("byte/short hex: %x %x %x", (byte) -1, (short) -1, -1));
        System.out.println(f("strings: [%s] [%10s] [%-10s] [%.3s] [%10.2s] [%S] [%s] [%s]", "text", "right", "left", "truncate", "ab-cd", "upper", null, 'c'));
        System.out.println(f("chars: [%c] [%c] [%3c] [%-3c] [%C]", 'x', 65, 'y', 'z', 'q'));
        System.out.println(f("booleans: [%b] [%b] [%b] [%B] [%5b]", true, null, "nonNull", false, true));
        double[] ds = {0.0, -0.0, 1.0, 2.5, -2.5, 0.125, 1234567.891, 1e-10, 6.02214076e23, Double.NaN, Double.POSITIVE_INFINITY, -1.005, 0.045};
        for (double d : ds) {
            System.out.println(f("[%f] [%.2f] [%10.3f] [%-10.1f|] [%08.3f] [%+.1f] [%,.2f] [%e] [%.3E] [%g] [%.0f]", d, d, d, d, d, d, d, d, d, d, d));
        }
        System.out.println(f("hex floats: %a %a %a %A", 1.0, -0.1, Double.MIN_VALUE, 255.5));
        System.out.println(f("float arg: %.3f %e", 1.1f, 3.4028235E38f));
        System.out.println(f("negative parens: %(,.2f %(d", -1234.5, -17));
        System.out.println(f("BigDecimal: %.3f %s %10.1f %e", new BigDecimal("2.0005"), new BigDecimal("1E+3"), new BigDecimal("-0.05"), new BigDecimal("12345.678")));
        System.out.println(f("BigInteger: %d %x %,d %o", new BigInteger("123456789012345678901234567890"), new BigInteger("-255"), BigInteger.TEN.pow(12), BigInteger.valueOf(64)));
        System.out.println(f("indices: %2$s %1$s %2$s %<s %s %s", "a", "b"));
        System.out.println(f("percent: 100%% done, %d%%", 50));
        System.out.println(f("hash: %h %h %h", "hello", 42, null));
        System.out.println(f("boxed: %d %s %.1f %x", Integer.valueOf(5), Long.valueOf(6), Double.valueOf(7.25), Short.valueOf((short) 255)));
        System.out.println(f("%s %s %s", new int[0].length, java.util.List.of(1, 2), java.util.Optional.of("v")));
        System.out.println(String.format("default locale, locale-free conversions: %d %s %x %5d|%-4s|", 1234567, "str", 255, -3, "ab"));
        tryFormat("%d", "not a number");
        tryFormat("%s %s", "only one");
        tryFormat("%q", 1);
        tryFormat("%.2d", 5);
        tryFormat("%-d", 5);
        tryFormat("%,x", 5);
        tryFormat("%c", 0x110000);
        tryFormat("%#s", "x");
        StringBuilder table = new StringBuilder();
        String[] names = {"alpha", "beta", "gamma-delta"};
        double[] vals = {1.5, -22.125, 333.0};
        for (int i = 0; i < names.length; i++) table.append(f("|%-8.8s|%9.2f|%04d|%n", names[i], vals[i], i * 7).replace(System.lineSeparator(), "\n"));
        System.out.print(table);
    }
}
