/*
 * LongArithmetic: 64-bit integer arithmetic (ladd/lsub/lmul/ldiv/lrem/lneg/lcmp), wrap-around,
 * Long.MIN_VALUE / -1, truncating division, mixed int/long expressions with widening (i2l) and
 * narrowing (l2i), long comparisons via lcmp, Long helpers (compare, signum, multiplyHigh,
 * floorDiv/floorMod) and long loop counters.
 */
package org.orbitmc.programs.seq;

public class LongArithmetic {
    static final long[] VALUES = {0L, 1L, -1L, 10L, -10L, 3L, -3L, 1L << 32, -(1L << 32),
            3037000500L, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE,
            0x123456789ABCDEFL};

    public static void main(String[] args) {
        long checksum = 17;
        for (long a : VALUES) {
            for (long b : VALUES) {
                String line = a + " op " + b + ": add=" + (a + b) + " sub=" + (a - b) + " mul=" + (a * b);
                if (b != 0) {
                    long q = a / b;
                    long r = a % b;
                    assert q * b + r == a;
                    line += " div=" + q + " rem=" + r + " floorDiv=" + Math.floorDiv(a, b) + " floorMod=" + Math.floorMod(a, b);
                }
                line += " cmp=" + Long.compare(a, b) + (a < b ? " lt" : "") + (a > b ? " gt" : "") + (a == b ? " eq" : "")
                        + " mulHigh=" + Math.multiplyHigh(a, b);
                System.out.println(line);
                checksum = checksum * 1000003L ^ (a * b + (b != 0 ? a % b : 7));
            }
        }
        System.out.println("checksum=" + checksum);

        for (long a : VALUES) {
            System.out.println("unary " + a + ": neg=" + (-a) + " not=" + (~a) + " abs=" + Math.abs(a)
                    + " signum=" + Long.signum(a) + " l2i=" + (int) a + " l2i(a>>>32)=" + (int) (a >>> 32));
        }

        int i = Integer.MAX_VALUE;
        long wrong = i + 1;          // int overflow before widening
        long right = i + 1L;         // widened first
        System.out.println("wrong=" + wrong + " right=" + right);
        int secondsPerDay = 86400;
        long millisPerYearBad = secondsPerDay * 1000 * 365;
        long millisPerYearGood = secondsPerDay * 1000L * 365;
        System.out.println("bad=" + millisPerYearBad + " good=" + millisPerYearGood);

        long acc = 1;
        for (int k = 1; k <= 25; k++) {
            acc *= k;
            System.out.println(k + "! mod 2^64 = " + acc);
        }

        long sum = 0;
        for (long k = -5_000_000_000L; k < 5_000_000_000L; k += 123_456_789L) {
            sum += k ^ (k >>> 7);
        }
        System.out.println("loop sum=" + sum);

        long mixed = VALUES[3] * Integer.MAX_VALUE + (short) -5 + (byte) 100 + 'A';
        System.out.println("mixed=" + mixed);
        System.out.println("MIN/-1=" + (Long.MIN_VALUE / VALUES[2]) + " MIN%-1=" + (Long.MIN_VALUE % VALUES[2]));
        System.out.println("MAX+1=" + (VALUES[10] + 1) + " MIN-1=" + (VALUES[11] - 1));
        long a = VALUES[9];
        System.out.println("a*a=" + a * a + " high=" + Math.multiplyHigh(a, a));
        long inc = 0;
        inc++;
        inc += Integer.MAX_VALUE;
        inc <<= 3;
        inc--;
        System.out.println("inc=" + inc);
    }
}
