/*
 * MathOps: java.lang.Math and StrictMath. Exact operations (sqrt, abs, floor/ceil/rint of
 * negatives, floorDiv/floorMod with mixed signs, addExact/multiplyExact/negateExact/
 * toIntExact overflow exceptions, hypot, cbrt, signum, ulp, fma, copySign, nextUp) are
 * printed with full precision. StrictMath's transcendental functions (fdlibm) are printed
 * with full precision too. Math.sin/cos/tan/exp/log/log10/pow may legitimately differ from
 * StrictMath by one ulp (HotSpot uses intrinsic stubs for them), so for those only a value
 * rounded to float precision and a "within 1 ulp of StrictMath" check are printed.
 */
package org.orbitmc.programs.seq;

public class MathOps {
    // Rounded to float (about 8 significant digits): a one-ulp double difference almost never shows.
    static String r(double v) {
        return Float.toString((float) v);
    }

    // Output lines are assembled with a StringBuilder: dozens of distinct wide string-concatenation
    // call sites would make this program slow under -Xint (each one bootstraps its own method handles).
    static final StringBuilder line = new StringBuilder();
    static void put(String name, Object value) { line.append(' ').append(name).append('=').append(value); }
    static void put(String name, double value) { line.append(' ').append(name).append('=').append(value); }
    static void put(String name, long value) { line.append(' ').append(name).append('=').append(value); }
    static void flush(String head) {
        System.out.println(head + line);
        line.setLength(0);
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
            put("sqrt", Math.sqrt(x)); put("cbrt", Math.cbrt(x)); put("abs", Math.abs(x)); put("floor", Math.floor(x)); put("ceil", Math.ceil(x));
            put("rint", Math.rint(x)); put("round", Math.round(x)); put("signum", Math.signum(x)); put("ulp", Math.ulp(x)); put("nextUp", Math.nextUp(x));
            flush("x=" + x);
            put("sin", StrictMath.sin(x)); put("cos", StrictMath.cos(x)); put("tan", StrictMath.tan(x)); put("exp", StrictMath.exp(x));
            put("log", StrictMath.log(x)); put("log10", StrictMath.log10(x)); put("atan", StrictMath.atan(x)); put("sinh", StrictMath.sinh(x));
            put("tanh", StrictMath.tanh(x)); put("expm1", StrictMath.expm1(x)); put("log1p", StrictMath.log1p(x)); put("asin", StrictMath.asin(x));
            flush("   strict:");
            put("sin", r(Math.sin(x))); put("cos", r(Math.cos(x))); put("exp", r(Math.exp(x))); put("log", r(Math.log(x)));
            put("within1ulp", near(Math.sin(x), StrictMath.sin(x)) && near(Math.cos(x), StrictMath.cos(x)) && near(Math.tan(x), StrictMath.tan(x))
                    && near(Math.exp(x), StrictMath.exp(x)) && near(Math.log(x), StrictMath.log(x)) && near(Math.log10(x), StrictMath.log10(x)));
            flush("   math~:");
        }
        double[][] pairs = {{2, 10}, {2, -1}, {-8, 1.0 / 3}, {0, 0}, {10, 0.5}, {1.0000001, 1e7}, {-2, 3}, {Double.NaN, 0}, {3, 4}, {1e200, 1e200}};
        for (double[] p : pairs) {
            double a = p[0], b = p[1];
            put("strict", StrictMath.pow(a, b)); put("math~", r(Math.pow(a, b))); put("near", near(Math.pow(a, b), StrictMath.pow(a, b)));
            put("hypot", Math.hypot(a, b)); put("atan2", StrictMath.atan2(a, b)); put("IEEEremainder", Math.IEEEremainder(a, b));
            put("max", Math.max(a, b)); put("min", Math.min(a, b)); put("fma(a,b,1)", Math.fma(a, b, 1.0));
            flush("pow(" + a + "," + b + ")");
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
