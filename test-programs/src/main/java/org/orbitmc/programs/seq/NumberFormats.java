/*
 * NumberFormats: java.text formatting in the English/root locales Orbit models: DecimalFormat
 * patterns (grouping, fixed and optional decimals, percent, per-mille, exponent, negative
 * subpatterns, quoted literals), rounding modes of DecimalFormat, parse with ParsePosition,
 * NumberFormat.getInstance/getIntegerInstance/getPercentInstance(Locale.US), MessageFormat
 * with choice and number subformats, and ChoiceFormat ranges.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.ChoiceFormat;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.text.ParseException;
import java.text.ParsePosition;
import java.util.Locale;

public class NumberFormats {
    public static void main(String[] args) throws ParseException {
        DecimalFormatSymbols sym = DecimalFormatSymbols.getInstance(Locale.ROOT);
        String[] patterns = {"#,##0.00", "0.###", "000.0", "#%", "#,##0.0\u2030", "0.00E0", "##0.###E0", "#,##0.00;(#,##0.00)", "'#'#", "$#,##0.00", "#,####"};
        double[] values = {0, 1234567.891, -0.5, 0.125, -98765.4321, 1e-7};
        for (String p : patterns) {
            DecimalFormat f = new DecimalFormat(p, sym);
            StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-22s", p));
            for (double v : values) b.append(" | ").append(f.format(v));
            System.out.println(b);
        }
        DecimalFormat half = new DecimalFormat("0.0", sym);
        for (RoundingMode m : new RoundingMode[] {RoundingMode.HALF_EVEN, RoundingMode.HALF_UP, RoundingMode.DOWN, RoundingMode.CEILING}) {
            half.setRoundingMode(m);
            System.out.println(m + ": " + half.format(0.25) + " " + half.format(0.35) + " " + half.format(-0.25) + " " + half.format(2.45));
        }
        DecimalFormat big = new DecimalFormat("#,##0.####", sym);
        System.out.println("BigDecimal=" + big.format(new BigDecimal("123456789012345678901234.56789")) + " long=" + big.format(Long.MIN_VALUE) + " NaN=" + big.format(Double.NaN) + " inf=" + big.format(Double.NEGATIVE_INFINITY));
        System.out.println("toPattern=" + big.toPattern() + " grouping=" + big.getGroupingSize() + " maxFraction=" + big.getMaximumFractionDigits());
        ParsePosition pos = new ParsePosition(0);
        Number parsed = big.parse("12,345.5xyz", pos);
        System.out.println("parse=" + parsed + " (" + parsed.getClass().getSimpleName() + ") index=" + pos.getIndex() + " whole=" + big.parse("42") + " neg=" + big.parse("-7.25"));
        try {
            big.parse("abc");
        } catch (ParseException e) {
            System.out.println("parse error: " + e.getMessage() + " offset=" + e.getErrorOffset());
        }
        NumberFormat nf = NumberFormat.getInstance(Locale.US);
        NumberFormat ints = NumberFormat.getIntegerInstance(Locale.US);
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.US);
        System.out.println("NumberFormat=" + nf.format(1234567.891234) + " " + nf.format(-0.0001) + " integer=" + ints.format(2.5) + " " + ints.format(3.5) + " percent=" + pct.format(0.256) + " " + pct.format(-1.5));
        nf.setMinimumFractionDigits(2);
        nf.setMaximumFractionDigits(2);
        nf.setGroupingUsed(false);
        System.out.println("configured=" + nf.format(9876543.215) + " parse=" + nf.parse("1,234.5"));
        System.out.println("MessageFormat=" + new MessageFormat("{0} has {1,number,integer} item(s) worth {2,number,#.00}; {1,choice,0#none|1#one|1<many}", Locale.ROOT).format(new Object[] {"cart", 3, 19.5}));
        System.out.println("MessageFormat quotes=" + MessageFormat.format("It''s {0}''s turn, '{1}' literal, {1}", "Ann", "x"));
        ChoiceFormat cf = new ChoiceFormat("-1#negative|0#zero|0<small|10#large");
        for (double v : new double[] {-5, 0, 0.5, 9.99, 10, 1e9}) System.out.print(v + "=" + cf.format(v) + " ");
        System.out.println();
        System.out.println("nextDouble=" + ChoiceFormat.nextDouble(1.0) + " toPattern=" + cf.toPattern());
    }
}
