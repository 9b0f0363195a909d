/*
 * BigDecimalContexts: BigDecimal with MathContext precision and rounding (DECIMAL32/64/128,
 * UNLIMITED), round/plus/negate under a context, sqrt, pow with a context, toString vs
 * toEngineeringString vs toPlainString for exponents that need scientific notation,
 * precision/scale/unscaledValue, movePointLeft/Right and scaleByPowerOfTen, divideAndRemainder,
 * divideToIntegralValue, remainder signs, compareTo vs equals (2.0 vs 2.00) in a HashSet and
 * a TreeSet, valueOf(double) vs new BigDecimal(double), ulp, and the ArithmeticException of
 * a non-terminating division.
 */
package org.orbitmc.programs.seq;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.TreeSet;

public class BigDecimalContexts {
    public static void main(String[] args) {
        BigDecimal third = BigDecimal.ONE.divide(new BigDecimal(3), MathContext.DECIMAL64);
        System.out.println("1/3 d32=" + BigDecimal.ONE.divide(new BigDecimal(3), MathContext.DECIMAL32) + " d64=" + third + " d128=" + BigDecimal.ONE.divide(new BigDecimal(3), MathContext.DECIMAL128));
        System.out.println("2/3 5 HALF_EVEN=" + new BigDecimal(2).divide(new BigDecimal(3), new MathContext(5, RoundingMode.HALF_EVEN)) + " DOWN=" + new BigDecimal(2).divide(new BigDecimal(3), new MathContext(5, RoundingMode.DOWN)));
        System.out.println("mc toString=" + new MathContext(7, RoundingMode.CEILING) + " equals=" + new MathContext("precision=16 roundingMode=HALF_EVEN").equals(MathContext.DECIMAL64));
        BigDecimal x = new BigDecimal("123456.789");
        for (int p = 1; p <= 7; p++) {
            MathContext mc = new MathContext(p, RoundingMode.HALF_UP);
            BigDecimal r = x.round(mc);
            System.out.println("round " + p + ": " + r + " eng=" + r.toEngineeringString() + " plain=" + r.toPlainString() + " scale=" + r.scale() + " precision=" + r.precision());
        }
        String[] samples = {"1E+3", "1.23E-7", "-4.5E+10", "0.000", "0E+5", "0E-9", "12345E-10", "1E+1", "100", "0.00001", "123.4500"};
        for (String s : samples) {
            BigDecimal b = new BigDecimal(s);
            System.out.println(s + " -> " + b + " | eng " + b.toEngineeringString() + " | plain " + b.toPlainString() + " | strip " + b.stripTrailingZeros() + " | unscaled " + b.unscaledValue() + " scale " + b.scale()
                    + " precision " + b.precision() + " signum " + b.signum());
        }
        System.out.println("sqrt2=" + new BigDecimal(2).sqrt(new MathContext(30)) + " sqrt(0.0001)=" + new BigDecimal("0.0001").sqrt(MathContext.DECIMAL64) + " sqrt(16)=" + new BigDecimal(16).sqrt(MathContext.UNLIMITED));
        System.out.println("pow=" + new BigDecimal("1.1").pow(20) + " ctx=" + new BigDecimal("1.1").pow(20, new MathContext(6)) + " neg pow=" + new BigDecimal(2).pow(-3, MathContext.DECIMAL32));
        System.out.println("plus(mc)=" + new BigDecimal("9.99999").plus(new MathContext(3)) + " negate(mc)=" + new BigDecimal("1.23456").negate(new MathContext(2)) + " abs=" + new BigDecimal("-0.50").abs());
        System.out.println("move: " + x.movePointLeft(3) + " " + x.movePointRight(5) + " " + x.scaleByPowerOfTen(-8) + " " + new BigDecimal("1.5").movePointLeft(-2) + " setScale=" + x.setScale(1, RoundingMode.HALF_EVEN)
                + " " + x.setScale(5));
        BigDecimal[] qr = new BigDecimal("-17.5").divideAndRemainder(new BigDecimal("4"));
        System.out.println("divideAndRemainder=" + Arrays.toString(qr) + " integral=" + new BigDecimal("17.5").divideToIntegralValue(new BigDecimal("0.4")) + " remainder=" + new BigDecimal("17.5").remainder(new BigDecimal("-0.4")));
        System.out.println("equals 2.0/2.00=" + new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " compareTo=" + new BigDecimal("2.0").compareTo(new BigDecimal("2.00"))
                + " hashSet=" + new HashSet<>(List.of(new BigDecimal("2.0"), new BigDecimal("2.00"))).size() + " treeSet=" + new TreeSet<>(List.of(new BigDecimal("2.0"), new BigDecimal("2.00"))).size());
        System.out.println("valueOf(0.1)=" + BigDecimal.valueOf(0.1) + " new(0.1)=" + new BigDecimal(0.1) + " new(0.1,mc)=" + new BigDecimal(0.1, MathContext.DECIMAL32) + " valueOf(long,scale)=" + BigDecimal.valueOf(12345, 3)
                + " valueOf(1e10)=" + BigDecimal.valueOf(1e10) + " doubleValue=" + new BigDecimal("1e400").doubleValue() + " float=" + new BigDecimal("0.1").floatValue());
        System.out.println("ulp=" + new BigDecimal("1.2300").ulp() + " " + new BigDecimal("5E+3").ulp() + " min/max=" + new BigDecimal("1.0").min(new BigDecimal("1.00")) + " " + new BigDecimal("1.0").max(new BigDecimal("1.00")));
        System.out.println("toBigInteger=" + new BigDecimal("-9.99").toBigInteger() + " exact=" + new BigDecimal("100.000").toBigIntegerExact() + " intValueExact=" + new BigDecimal("42.0").intValueExact()
                + " longValue overflow=" + new BigDecimal("1e20").longValue() + " fromBigInteger=" + new BigDecimal(BigInteger.TEN.pow(30), 28));
        try {
            BigDecimal.ONE.divide(new BigDecimal(7));
        } catch (ArithmeticException e) {
            System.out.println("divide: " + e.getMessage());
        }
        try {
            new BigDecimal("1.5").intValueExact();
        } catch (ArithmeticException e) {
            System.out.println("intValueExact: " + e.getMessage());
        }
        try {
            new BigDecimal("1.25").setScale(1, RoundingMode.UNNECESSARY);
        } catch (ArithmeticException e) {
            System.out.println("UNNECESSARY: " + e.getMessage());
        }
        try {
            new BigDecimal("1.2.3");
        } catch (NumberFormatException e) {
            System.out.println("parse: " + e.getMessage());
        }
        try {
            new BigDecimal(-4).sqrt(MathContext.DECIMAL32);
        } catch (ArithmeticException e) {
            System.out.println("sqrt: " + e.getMessage());
        }
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.0375");
        for (int year = 1; year <= 5; year++) {
            balance = balance.add(balance.multiply(rate)).setScale(2, RoundingMode.HALF_EVEN);
            System.out.println("year " + year + ": " + balance);
        }
        BigDecimal sum = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) sum = sum.add(new BigDecimal("0.1"));
        System.out.println("ten dimes=" + sum + " double=" + (0.1 * 10) + " sum of doubles=" + Arrays.stream(new double[10]).map(d -> 0.1).sum());
    }
}
