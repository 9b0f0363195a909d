/*
 * FloatDoubleSemantics: IEEE 754 behaviour of float and double: NaN comparisons (both fcmpl and
 * fcmpg / dcmpl and dcmpg orderings), signed zero, infinities, floating remainder, conversions
 * d2i/d2l/f2i/f2l of NaN, infinities and out-of-range values (saturation), i2f/l2f/l2d
 * rounding, d2f overflow and underflow, Math.round edge cases, canonical NaN bits via
 * doubleToLongBits, and a strictfp method.
 */
package org.orbitmc.programs.seq;

public class FloatDoubleSemantics {
    static strictfp double strictSum(double a, double b, double c) {
        return a * b + c;
    }

    static String cmp(double a, double b) {
        return "[" + a + " vs " + b + ": < " + (a < b) + ", <= " + (a <= b) + ", > " + (a > b) + ", >= " + (a >= b)
                + ", == " + (a == b) + ", != " + (a != b) + ", compare " + Double.compare(a, b)
                + ", equals " + Double.valueOf(a).equals(b) + "]";
    }

    static String cmpF(float a, float b) {
        return "[" + a + " vs " + b + ": < " + (a < b) + ", > " + (a > b) + ", == " + (a == b)
                + ", compare " + Float.compare(a, b) + "]";
    }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                1e20, -1e20, 2147483647.5, -2147483648.7, 9.3e18, -9.3e18, 0.99999, -0.99999, Double.MIN_VALUE,
                Double.MAX_VALUE, 4.5, -4.5, 2.5, -2.5, 0.49999999999999994};
        for (double d : ds) {
            float f = (float) d;
            System.out.println("d=" + d + " d2i=" + (int) d + " d2l=" + (long) d + " d2f=" + f + " f2i=" + (int) f
                    + " f2l=" + (long) f + " (char)=" + (int) (char) d + " (byte)=" + (byte) d + " (short)=" + (short) d
                    + " round=" + Math.round(d) + " roundF=" + Math.round(f) + " floor=" + Math.floor(d)
                    + " ceil=" + Math.ceil(d) + " rint=" + Math.rint(d) + " isNaN=" + Double.isNaN(d)
                    + " isInf=" + Double.isInfinite(d) + " bits=" + Long.toHexString(Double.doubleToLongBits(d)));
        }
        double nan = ds[4];
        double zero = ds[0], negZero = ds[1];
        System.out.println(cmp(nan, 1.0));
        System.out.println(cmp(1.0, nan));
        System.out.println(cmp(nan, nan));
        System.out.println(cmp(zero, negZero));
        System.out.println(cmp(ds[5], ds[16]));
        System.out.println(cmpF((float) nan, 2f));
        System.out.println(cmpF(-0.0f, 0.0f));
        System.out.println("1/0.0=" + (1 / zero) + " 1/-0.0=" + (1 / negZero) + " 0/0=" + (zero / zero));
        System.out.println("inf-inf=" + (ds[5] + ds[6]) + " inf*0=" + (ds[5] * zero) + " inf*-1=" + (ds[5] * -1));
        System.out.println("-0.0+0.0=" + (negZero + zero) + " -0.0*-1=" + (negZero * -1) + " -0.0-0.0=" + (negZero - zero));
        System.out.println("min/max zero: " + Math.min(zero, negZero) + " " + Math.max(zero, negZero) + " minNaN=" + Math.min(nan, 1));
        System.out.println("abs(-0.0)=" + Math.abs(negZero) + " copySign=" + Math.copySign(3.0, negZero));

        double[] lhs = {5.5, -5.5, 5.5, -5.5, 1.0, ds[5], 7.0, 1e300, 0.3};
        double[] rhs = {2.0, 2.0, -2.0, -2.0, 0.0, 2.0, ds[5], 1e-300, 0.1};
        for (int i = 0; i < lhs.length; i++) {
            System.out.println(lhs[i] + " % " + rhs[i] + " = " + (lhs[i] % rhs[i]) + " IEEEremainder="
                    + Math.IEEEremainder(lhs[i], rhs[i]) + " float%=" + ((float) lhs[i] % (float) rhs[i]));
        }

        int bigInt = 16777217;
        long bigLong = Long.MAX_VALUE;
        System.out.println("i2f(16777217)=" + (float) bigInt + " i2d=" + (double) bigInt + " l2f=" + (float) bigLong
                + " l2d=" + (double) bigLong + " back=" + (long) (double) bigLong);
        System.out.println("l2d(2^53+1)=" + (double) ((1L << 53) + 1) + " l2f(2^24+1)=" + (float) ((1L << 24) + 1));
        System.out.println("d2f overflow=" + (float) 1e40 + " d2f underflow=" + (float) 1e-50 + " d2f(-1e-50)=" + (float) -1e-50);
        System.out.println("float MIN/2=" + (Float.MIN_VALUE / 2) + " MIN*0.6=" + (Float.MIN_VALUE * 0.6f));
        System.out.println("0.1f+0.2f=" + (0.1f + 0.2f) + " 0.1+0.2=" + (0.1 + 0.2) + " (double)0.1f=" + (double) 0.1f);
        System.out.println("strictfp=" + strictSum(1e308, 10.0, -1e308) + " " + strictSum(0.1, 3, 0.7));

        float fa = 1.0f;
        int steps = 0;
        while (fa + 1.0f != fa) {
            fa *= 2;
            steps++;
        }
        System.out.println("float precision steps=" + steps + " fa=" + fa);
        double da = 1.0;
        steps = 0;
        while (1.0 + da != 1.0) {
            da /= 2;
            steps++;
        }
        System.out.println("double epsilon steps=" + steps + " da=" + da + " ulp(1)=" + Math.ulp(1.0));
        System.out.println("nextUp(1.0)=" + Math.nextUp(1.0) + " nextDown(0.0)=" + Math.nextDown(0.0) + " nextAfter=" + Math.nextAfter(1.0f, 2.0));
        System.out.println("NaN bits=" + Long.toHexString(Double.doubleToLongBits(0.0 / zero)) + " float NaN bits="
                + Integer.toHexString(Float.floatToIntBits((float) (0.0 / zero))));
        System.out.println("longBitsToDouble=" + Double.longBitsToDouble(0x3FF8000000000000L) + " intBitsToFloat=" + Float.intBitsToFloat(0x40490FDB));
        System.out.println("raw bits of 1.0=" + Long.toHexString(Double.doubleToRawLongBits(1.0)) + " -0.0=" + Long.toHexString(Double.doubleToRawLongBits(negZero)));
        System.out.println("getExponent=" + Math.getExponent(1024.0) + " " + Math.getExponent(Double.MIN_VALUE) + " scalb=" + Math.scalb(1.5, 4));
    }
}
