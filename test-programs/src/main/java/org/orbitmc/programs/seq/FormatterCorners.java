/*
 * FormatterCorners: less common java.util.Formatter paths with Locale.ROOT: %e/%g/%a of
 * extreme and subnormal doubles, %g switching between fixed and scientific, %h of strings and
 * boxes, %n, %c of supplementary code points, %b of non-Boolean objects, %o/%x of BigInteger
 * negatives, a user Formattable honouring flags/width/precision, date/time conversions (%tY,
 * %tm, %td, %tH, %tM, %tS, %tj, %tF, %tT, %tR) of a LocalDateTime, argument reuse with %1$ and
 * %<, StringBuilder as a Formatter destination, and the message of each format error.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.LocalDateTime;
import java.util.Formattable;
import java.util.FormattableFlags;
import java.util.Formatter;
import java.util.IllegalFormatException;
import java.util.Locale;

public class FormatterCorners {
    static String f(String fmt, Object... args) {
        return String.format(Locale.ROOT, fmt, args);
    }

    static final class Money implements Formattable {
        final long cents;
        Money(long cents) {
            this.cents = cents;
        }
        @Override
        public void formatTo(Formatter formatter, int flags, int width, int precision) {
            String s = (cents < 0 ? "-" : "") + "$" + Math.abs(cents) / 100 + "." + String.format(Locale.ROOT, "%02d", Math.abs(cents) % 100);
            if ((flags & FormattableFlags.ALTERNATE) != 0) s = "USD " + s;
            if ((flags & FormattableFlags.UPPERCASE) != 0) s = s.toUpperCase(Locale.ROOT);
            if (precision >= 0 && s.length() > precision) s = s.substring(0, precision);
            StringBuilder b = new StringBuilder(s);
            boolean left = (flags & FormattableFlags.LEFT_JUSTIFY) != 0;
            while (b.length() < width) {
                if (left) b.append('.');
                else b.insert(0, '.');
            }
            formatter.format("%s", b);
        }
    }

    static void attempt(String fmt, Object... args) {
        try {
            System.out.println("ok [" + f(fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, 123456.789, 1e-5, 9.9999e-5, 0.0001, 999999.5, 1e7, Double.MIN_VALUE, Double.MAX_VALUE, 4.9e-324 * 3, Double.NaN, Double.NEGATIVE_INFINITY, 1.0 / 3};
        for (double d : ds) {
            System.out.println(f("%e | %.2e | %g | %.3g | %a | %.1a | %12.4e | %-12.1g| %+.0e", d, d, d, d, d, d, d, d, d));
        }
        System.out.println(f("float %e %g %a %f", 1.1f, 1.1f, 1.1f, 1.1f));
        System.out.println(f("%h %h %h %h %H", "hello", 42, 42L, null, "hello"));
        System.out.println(f("line1%nline2%n").replace("\n", "\\n"));
        System.out.println(f("[%c] [%c] [%c] [%-4c]", 0x1F600, 'é', (byte) 65, 0x41));
        System.out.println(f("%b %b %b %b %.2b", "", 0, Boolean.FALSE, new Object[0].length == 0, true));
        System.out.println(f("%o %x %X %#x %+d %(d", new BigInteger("-255"), new BigInteger("-255"), new BigInteger("123456789abcdef", 16), BigInteger.TEN, BigInteger.ONE, new BigInteger("-99")));
        System.out.println(f("%.3f %10.2e %g %,.2f %s", new BigDecimal("2.0005"), new BigDecimal("-12345.678"), new BigDecimal("0.00001234"), new BigDecimal("1234567.891"), new BigDecimal("1E+3")));
        System.out.println(f("[%s] [%12s] [%-12s] [%#s] [%S] [%.4s]", new Money(123456), new Money(-5), new Money(99), new Money(1), new Money(10), new Money(777)));
        LocalDateTime t = LocalDateTime.of(2021, 3, 4, 5, 6, 7, 890_000_000);
        System.out.println(f("%tY-%tm-%td %tH:%tM:%tS.%tL", t, t, t, t, t, t, t));
        System.out.println(f("%1$tF %1$tT %1$tR %1$tj %1$ty %1$tk %1$tl %1$tI %1$tN %1$te", t));
        System.out.println(f("%2$s %1$s %<s %s %s", "a", "b"));
        StringBuilder sb = new StringBuilder("prefix:");
        try (Formatter fm = new Formatter(sb, Locale.ROOT)) {
            fm.format("%d+%d=%d", 2, 3, 5).format(";%08.3f", -3.14159);
            System.out.println(fm.toString() + " locale=" + fm.locale());
        }
        System.out.println(f("%-8s|%8s|%08d|%-+8d|%x", "ab", "cd", -42, 42, (byte) -128));
        System.out.println(f("%s %s %s", new int[0].length, (Object) null, 'x'));
        attempt("%d", "string");
        attempt("%5.2d", 3);
        attempt("%q", 1);
        attempt("%s %s", "only one");
        attempt("%-d", 5);
        attempt("%#d", 5);
        attempt("%,x", 5);
        attempt("%c", 0x110000);
        attempt("%c", "str");
        attempt("%.2c", 'a');
        attempt("%0s", "a");
        attempt("%<s", "a");
        attempt("%3$s", "a");
        attempt("%", 1);
        attempt("%+s", "x");
    }
}
