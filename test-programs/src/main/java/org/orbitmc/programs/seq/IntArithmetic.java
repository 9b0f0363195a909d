/*
 * IntArithmetic: 32-bit integer arithmetic as executed by iadd/isub/imul/idiv/irem/ineg and
 * friends. Covers wrap-around on overflow, division and remainder truncating toward zero for
 * every sign combination, Integer.MIN_VALUE / -1 and % -1, negation of MIN_VALUE, pre/post
 * increment and decrement, compound assignment, bitwise operators, comparisons and the
 * Integer helper methods (compare, signum, abs, min, max, sum). Operands come from an array
 * so that javac cannot constant-fold them.
 */
package org.orbitmc.programs.seq;

public class IntArithmetic {
    static final int[] VALUES = {0, 1, -1, 2, 7, -7, 3, -3, 100, 46341, -46341,
            Integer.MAX_VALUE, Integer.MIN_VALUE, Integer.MAX_VALUE - 1, Integer.MIN_VALUE + 1};

    public static void main(String[] args) {
        long checksum = 0;
        for (int a : VALUES) {
            for (int b : VALUES) {
                StringBuilder sb = new StringBuilder();
                sb.append(a).append(" op ").append(b).append(": ");
                sb.append("add=").append(a + b).append(" sub=").append(a - b).append(" mul=").append(a * b);
                if (b != 0) {
                    int q = a / b;
                    int r = a % b;
                    assert q * b + r == a : "division identity";
                    sb.append(" div=").append(q).append(" rem=").append(r);
                } else {
                    sb.append(" div=n/a");
                }
                sb.append(" and=").append(a & b).append(" or=").append(a | b).append(" xor=").append(a ^ b);
                sb.append(" cmp=").append(Integer.compare(a, b)).append(a < b ? " lt" : a == b ? " eq" : " gt");
                System.out.println(sb);
                checksum = checksum * 31 + (a * b) + (b != 0 ? a / b : 0);
            }
        }
        System.out.println("checksum=" + checksum);

        for (int a : VALUES) {
            System.out.println("unary " + a + ": neg=" + (-a) + " not=" + (~a) + " abs=" + Math.abs(a)
                    + " signum=" + Integer.signum(a) + " min/max vs 5=" + Math.min(a, 5) + "/" + Math.max(a, 5)
                    + " sum with 1=" + Integer.sum(a, 1));
        }

        int x = VALUES[1];
        int y = x++ + ++x;   // 1 + 3
        System.out.println("x=" + x + " y=" + y);
        int z = x-- - --x;   // 3 - 1
        System.out.println("x=" + x + " z=" + z);
        int acc = VALUES[4];
        acc += 5; System.out.println("+= " + acc);
        acc -= 20; System.out.println("-= " + acc);
        acc *= -3; System.out.println("*= " + acc);
        acc /= 4; System.out.println("/= " + acc);
        acc %= 5; System.out.println("%= " + acc);
        acc <<= 4; System.out.println("<<= " + acc);
        acc >>= 1; System.out.println(">>= " + acc);
        acc >>>= 28; System.out.println(">>>= " + acc);
        acc &= 0xF; System.out.println("&= " + acc);
        acc |= 0x30; System.out.println("|= " + acc);
        acc ^= 0xFF; System.out.println("^= " + acc);

        // Large iinc operands and loops with negative steps.
        int big = 0;
        for (int i = 0; i < 10; i++) {
            big += 1000;
            big -= 129;
        }
        System.out.println("big=" + big);
        int count = 0;
        for (int i = 100; i > -100; i -= 7) {
            count++;
        }
        System.out.println("count=" + count);

        // Overflow detection done by hand.
        int m = Integer.MAX_VALUE;
        int n = m + VALUES[1];
        boolean overflow = ((m ^ n) & (VALUES[1] ^ n)) < 0;
        System.out.println("manual overflow detected=" + overflow + " n=" + n);
        System.out.println("MIN/-1=" + (Integer.MIN_VALUE / VALUES[2]) + " MIN%-1=" + (Integer.MIN_VALUE % VALUES[2]));
        System.out.println("-MIN=" + (-VALUES[12]) + " abs(MIN)=" + Math.abs(VALUES[12]));

        // Sum of many values and a multiplicative hash.
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = h * 16777619 ^ i;
        }
        System.out.println("fnv-like=" + h);
    }
}
