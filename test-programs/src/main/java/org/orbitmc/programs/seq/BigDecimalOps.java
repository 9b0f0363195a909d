/*
 * BigDecimalOps: java.math.BigDecimal: construction from strings versus doubles (new
 * BigDecimal(0.1) shows the exact binary value, valueOf(0.1) does not), scale and precision,
 * add/subtract/multiply exactness, divide with a scale and RoundingMode, divide that does not
 * terminate (ArithmeticException) versus divide with a MathContext, setScale with every
 * RoundingMode on positive and negative ties, stripTrailingZeros, toString versus
 * toPlainString versus toEngineeringString, compareTo versus equals (2.0 vs 2.00), and
 * conversions back to primitives.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

public class BigDecimalOps {
    public static void main(String[] args) {
        System.out.println("new BigDecimal(0.1)=" + new BigDecimal(0.1));
        System.out.println("valueOf(0.1)=" + BigDecimal.valueOf(0.1) + " string=" + new BigDecimal("0.1") + " valueOf(long, scale)=" + BigDecimal.valueOf(12345, 3));
        BigDecimal a = new BigDecimal("123.4500"), b = new BigDecimal("-0.055");
        System.out.println("a scale=" + a.scale() + " precision=" + a.precision() + " unscaled=" + a.unscaledValue() + " b scale=" + b.scale());
        System.out.println("add=" + a.add(b) + " subtract=" + a.subtract(b) + " multiply=" + a.multiply(b) + " negate=" + b.negate() + " abs=" + b.abs() + " signum="
                + b.signum());
        System.out.println("0.1+0.2=" + new BigDecimal("0.1").add(new BigDecimal("0.2")) + " double sum=" + (0.1 + 0.2));
        BigDecimal one = BigDecimal.ONE, three = new BigDecimal("3");
        try {
            one.divide(three);
        } catch (ArithmeticException e) {
            System.out.println("1/3 exact: " + e.getMessage());
        }
        System.out.println("1/3 scale 10 HALF_UP=" + one.divide(three, 10, RoundingMode.HALF_UP) + " MathContext(5)=" + one.divide(three, new MathContext(5))
                + " DECIMAL64=" + one.divide(three, MathContext.DECIMAL64) + " 2/3 DECIMAL32=" + new BigDecimal(2).divide(three, MathContext.DECIMAL32));
        System.out.println("1/8 exact=" + one.divide(new BigDecimal(8)) + " 10/4=" + BigDecimal.TEN.divide(new BigDecimal(4)) + " divideToIntegralValue="
                + new BigDecimal("7.5").divideToIntegralValue(new BigDecimal("2"))
                + " remainder=" + new BigDecimal("7.5").remainder(new BigDecimal("2")));
        String[] values = {"2.5", "-2.5", "1.15", "-1.15", "0.125", "5.5", "2.45", "-0.005"};
        RoundingMode[] modes = {RoundingMode.UP, RoundingMode.DOWN, RoundingMode.CEILING, RoundingMode.FLOOR, RoundingMode.HALF_UP, RoundingMode.HALF_DOWN, RoundingMode.HALF_EVEN};
        for (String v : values) {
            BigDecimal d = new BigDecimal(v);
            int newScale = Math.max(0, d.scale() - 1);
            StringBuilder sb = new StringBuilder(v + " -> scale " + newScale + ":");
            for (RoundingMode mode : modes) sb.append(' ').append(mode).append('=').append(d.setScale(newScale, mode));
            System.out.println(sb);
        }
        try {
            new BigDecimal("1.25").setScale(1, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
        System.out.println("setScale up=" + new BigDecimal("1.5").setScale(4) + " round MathContext(3)=" + new BigDecimal("123456").round(new MathContext(3)) + " "
                + new BigDecimal("0.00123456").round(new MathContext(2, RoundingMode.DOWN)));
        BigDecimal[] zeros = {new BigDecimal("100.00"), new BigDecimal("0.000"), new BigDecimal("1.2300"), new BigDecimal("1E+3"), new BigDecimal("-5.0")};
        for (BigDecimal z : zeros) {
            System.out.println(z + " strip=" + z.stripTrailingZeros() + " plain=" + z.stripTrailingZeros().toPlainString() + " scale=" + z.stripTrailingZeros().scale());
        }
        BigDecimal tiny = new BigDecimal("0.0000001234"), huge = new BigDecimal("12345678901234567890E10"), eng = new BigDecimal("1.23E-7");
        System.out.println("toString tiny=" + tiny + " plain=" + tiny.toPlainString() + " huge=" + huge + " plain=" + huge.toPlainString() + " engineering="
                + eng.toEngineeringString()
                + " " + new BigDecimal("12E4").toEngineeringString() + " sci=" + new BigDecimal(BigInteger.valueOf(123), -5));
        BigDecimal x = new BigDecimal("2.0"), y = new BigDecimal("2.00");
        System.out.println("compareTo=" + x.compareTo(y) + " equals=" + x.equals(y) + " hash equal=" + (x.hashCode() == y.hashCode()) + " stripped equals="
                + x.stripTrailingZeros().equals(y.stripTrailingZeros())
                + " max=" + x.max(new BigDecimal("1.99")) + " min=" + x.min(y));
        BigDecimal money = new BigDecimal("19.99");
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 1; i <= 7; i++) total = total.add(money.multiply(BigDecimal.valueOf(i)));
        BigDecimal tax = total.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_EVEN);
        System.out.println("total=" + total + " tax=" + tax + " grand=" + total.add(tax) + " per person="
                + total.add(tax).divide(new BigDecimal(3), 2, RoundingMode.HALF_UP));
        BigDecimal big = new BigDecimal("98765.4321");
        System.out.println("doubleValue=" + big.doubleValue() + " intValue=" + big.intValue() + " longValue=" + big.longValue() + " toBigInteger=" + big.toBigInteger()
                + " movePointLeft=" + big.movePointLeft(3) + " movePointRight=" + big.movePointRight(6) + " scaleByPowerOfTen=" + big.scaleByPowerOfTen(-2) + " pow="
                        + new BigDecimal("1.1").pow(10)
                + " sqrt=" + new BigDecimal(2).sqrt(new MathContext(30)));
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        BigDecimal e = BigDecimal.ONE, term = BigDecimal.ONE;
        MathContext mc = new MathContext(40);
        for (int i = 1; i < 40; i++) {
            term = term.divide(BigDecimal.valueOf(i), mc);
            e = e.add(term, mc);
        }
        System.out.println("e to 40 digits=" + e);
    }
}
