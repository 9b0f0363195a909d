/*
 * MathIntrinsics: the raw bits of Math.sin/cos/tan/exp/log/log10/pow over many inputs. HotSpot computes these
 * with its own intrinsic stubs, which differ from StrictMath (fdlibm) in the last bit for a few percent of
 * inputs; a VM that answers with StrictMath prints different bits. A hash of all results is printed per
 * function, plus the first few values in hex and how many differ from StrictMath.
 */
package org.orbitmc.programs.seq;

import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

public class MathIntrinsics {
    static final int N = 400;

    static double input(int i) {
        // Spread over several magnitudes, both signs, avoiding a regular grid.
        double base = (i * 0.7310585786300049) % 1.0;
        double scale = Math.scalb(1.0, (i % 13) - 4);
        return (i % 2 == 0 ? 1 : -1) * base * scale * 3.0;
    }

    static void unary(String name, DoubleUnaryOperator math, DoubleUnaryOperator strict, boolean positive) {
        long hash = 17;
        int differ = 0;
        StringBuilder first = new StringBuilder();
        for (int i = 0; i < N; i++) {
            double x = positive ? Math.abs(input(i)) + 1e-3 : input(i);
            long bits = Double.doubleToRawLongBits(math.applyAsDouble(x));
            hash = hash * 31 + bits;
            if (bits != Double.doubleToRawLongBits(strict.applyAsDouble(x))) {
                differ++;
            }
            if (i < 3) {
                first.append(' ').append(Long.toHexString(bits));
            }
        }
        System.out.println(name + ": hash=" + Long.toHexString(hash) + " differFromStrict=" + differ + " first=" + first);
    }

    public static void main(String[] args) {
        unary("sin", Math::sin, StrictMath::sin, false);
        unary("cos", Math::cos, StrictMath::cos, false);
        unary("tan", Math::tan, StrictMath::tan, false);
        unary("exp", Math::exp, StrictMath::exp, false);
        unary("log", Math::log, StrictMath::log, true);
        unary("log10", Math::log10, StrictMath::log10, true);
        DoubleBinaryOperator pow = Math::pow;
        DoubleBinaryOperator strictPow = StrictMath::pow;
        long hash = 17;
        int differ = 0;
        for (int i = 0; i < N; i++) {
            double x = Math.abs(input(i)) + 0.25;
            double y = input(i * 7 + 3) * 4;
            long bits = Double.doubleToRawLongBits(pow.applyAsDouble(x, y));
            hash = hash * 31 + bits;
            differ += bits != Double.doubleToRawLongBits(strictPow.applyAsDouble(x, y)) ? 1 : 0;
        }
        System.out.println("pow: hash=" + Long.toHexString(hash) + " differFromStrict=" + differ);
        double[] specials = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, 1e300, Math.PI, Math.PI / 2};
        StringBuilder s = new StringBuilder("specials:");
        for (double x : specials) {
            s.append(' ').append(Math.sin(x)).append('/').append(Math.cos(x)).append('/').append(Math.tan(x)).append('/').append(Math.exp(x))
                    .append('/').append(Math.log(x)).append('/').append(Math.log10(x)).append('/').append(Math.pow(x, 0.5));
        }
        System.out.println(s);
    }
}
