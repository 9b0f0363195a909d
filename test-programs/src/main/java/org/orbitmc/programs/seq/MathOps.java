/*
 * MathOps: java.lang.Math and StrictMath. Exact operations (sqrt, abs, floor/ceil/rint of
 * negatives, floorDiv/floorMod with mixed signs, addExact/multiplyExact/negateExact/
 * toIntExact overflow exceptions, hypot, cbrt, signum, ulp, fma, copySign, nextUp) are
 * printed with full precision. StrictMath's transcendental functions (fdlibm) are printed
 * with full precision too. Math.sin/cos/tan/exp/log/log10/pow may legitimately differ from
 * StrictMath by one ulp (HotSpot uses intrinsic stubs for them), so for those only a rounded
 * value and an "within 1 ulp of StrictMath" check are printed.
 */
package org.orbitmc.programs.seq;

import java.util.Locale;

public class MathOps {
    static String r(double v) {
        return String.format(Locale.ROOT, "%.9e", v);
    }

    static boolean near(double a, double strict) {
        if (Double.isNaN(a) || Double.isNaN(strict)) return Double.isNaN(a) && Double.isNaN(strict);
        if (Double.isInfinite(strict)) return a == strict;
        return Math.abs(a - strict) <= Math.ulp(strict);
    }

    interface Exact { long run(); }
    static void exact(String label, Exact e) {
        try {
            System.out.println(label + " = " + e.run());
        } catch (ArithmeticException ex) {
            System.out.println(label + " -> ArithmeticException: " + ex.getMessage());
        }
    }

    public static void main(String[] args) {
        double[] xs = {0.0, -0.0, 0.5, -0.5, 1.0, 2.0, -2.7, 3.5, -3.5, 10.0, 1e-10, 100.0, -1e6, Double.NaN, Double.POSITIVE_INFINITY};
        for (double x : xs) {
            System.out.println("x=" + x + " sqrt=" + Math.sqrt(x) + " cbrt=" + Math.cbrt(x) + " abs=" + Math.abs(x) + " floor=" + Math.floor(x) + " ceil=" + Math.ceil(x)
                    + " rint=" + Math.rint(x) + " round=" + Math.round(x) + " signum=" + Math.signum(x) + " ulp=" + Math.ulp(x) + " nextUp=" + Math.nextUp(x));
            System.out.println("   strict: sin=" + StrictMath.sin(x) + " cos=" + StrictMath.cos(x) + " tan=" + StrictMath.tan(x) + " exp=" + StrictMath.exp(x)
                    + " log=" + StrictMath.log(x) + " log10=" + StrictMath.log10(x) + " atan=" + StrictMath.atan(x) + " sinh=" + StrictMath.sinh(x)
                    + " tanh=" + StrictMath.tanh(x) + " expm1=" + StrictMath.expm1(x) + " log1p=" + StrictMath.log1p(x) + " asin=" + StrictMath.asin(x));
            System.out.println("   math~: sin=" + r(Math.sin(x)) + " cos=" + r(Math.cos(x)) + " exp=" + r(Math.exp(x)) + " log=" + r(Math.log(x))
                    + " within1ulp=" + (near(Math.sin(x), StrictMath.sin(x)) && near(Math.cos(x), StrictMath.cos(x)) && near(Math.tan(x), StrictMath.tan(x))
                    && near(Math.exp(x), StrictMath.exp(x)) && near(Math.log(x), StrictMath.log(x)) && near(Math.log10(x), StrictMath.log10(x))));
        }
        double[][] pairs = {{2, 10}, {2, -1}, {-8, 1.0 / 3}, {0, 0}, {10, 0.5}, {1.0000001, 1e7}, {-2, 3}, {Double.NaN, 0}, {3, 4}, {1e200, 1e200}};
        for (double[] p : pairs) {
            System.out.println("pow(" + p[0] + "," + p[1] + ") strict=" + StrictMath.pow(p[0], p[1]) + " math~" + r(Math.pow(p[0], p[1])) + " near="
                    + near(Math.pow(p[0], p[1]), StrictMath.pow(p[0], p[1]))
                    + " hypot=" + Math.hypot(p[0], p[1]) + " atan2=" + StrictMath.atan2(p[0], p[1]) + " IEEEremainder=" + Math.IEEEremainder(p[0], p[1])
                    + " max=" + Math.max(p[0], p[1]) + " min=" + Math.min(p[0], p[1]) + " fma(a,b,1)=" + Math.fma(p[0], p[1], 1.0));
        }
        System.out.println("exact pow results: " + Math.pow(2, 10) + " " + Math.pow(3, 4) + " " + Math.pow(10, 15) + " " + Math.pow(2, -3) + " " + Math.pow(-1, 0.5));
        int[][] divs = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {Integer.MIN_VALUE, -1}, {0, 5}};
        for (int[] d : divs) {
            System.out.println(d[0] + "/" + d[1] + ": / " + (d[0] / d[1]) + " % " + (d[0] % d[1]) + " floorDiv " + Math.floorDiv(d[0], d[1]) + " floorMod "
                    + Math.floorMod(d[0], d[1]));
        }
        exact("addExact(MAX,1)", () -> Math.addExact(Integer.MAX_VALUE, 1));
        exact("addExact(1,2)", () -> Math.addExact(1, 2));
        exact("subtractExact(MIN,1)", () -> Math.subtractExact(Integer.MIN_VALUE, 1));
        exact("multiplyExact(65536,65536)", () -> Math.multiplyExact(65536, 65536));
        exact("multiplyExact long", () -> Math.multiplyExact(3037000500L, 3037000500L));
        exact("multiplyExact long ok", () -> Math.multiplyExact(3037000499L, 3037000499L));
        exact("negateExact(MIN)", () -> Math.negateExact(Integer.MIN_VALUE));
        exact("toIntExact(2^31)", () -> Math.toIntExact(1L << 31));
        exact("incrementExact(Long.MAX)", () -> Math.incrementExact(Long.MAX_VALUE));
        exact("absExact(MIN)", () -> Math.absExact(Integer.MIN_VALUE));
        System.out.println("constants PI=" + Math.PI + " E=" + Math.E + " toRadians(180)=" + Math.toRadians(180) + " toDegrees(PI/6)=" + Math.toDegrees(Math.PI / 6));
        System.out.println("fma exactness: " + Math.fma(0.1, 10, -1) + " vs naive " + (0.1 * 10 - 1) + " fma float " + Math.fma(1.1f, 1.1f, -1.21f));
        System.out.println("copySign=" + Math.copySign(5, -0.0) + " getExponent=" + Math.getExponent(0.1) + " scalb=" + Math.scalb(3.0, -2) + " nextDown(1)="
                + Math.nextDown(1.0)
                + " ulp(1e300)=" + Math.ulp(1e300) + " ulp(float 1)=" + Math.ulp(1f) + " abs(int MIN)=" + Math.abs(Integer.MIN_VALUE));
        System.out.println("strict acos(0.5)=" + StrictMath.acos(0.5) + " cosh(1)=" + StrictMath.cosh(1) + " log(E)=" + StrictMath.log(Math.E) + " exp(1)="
                + StrictMath.exp(1)
                + " sin(PI)=" + StrictMath.sin(Math.PI) + " cos(PI/2)=" + StrictMath.cos(Math.PI / 2) + " sin(1e10)=" + StrictMath.sin(1e10));
        double sum = 0;
        for (int i = 1; i <= 1000; i++) sum += StrictMath.sin(i) * StrictMath.log(i + 1);
        System.out.println("strict series sum=" + sum);
    }
}
