/*
 * BigIntegerOps: java.math.BigInteger: factorial of 50 (and 200, whose size crosses the
 * Karatsuba multiplication threshold), pow, add/subtract/multiply/divide/remainder/mod with
 * negative operands (mod is never negative), divideAndRemainder, modPow and modInverse, gcd,
 * toString in several radixes, two's-complement bit operations (and, or, xor, not, shifts,
 * testBit, bitLength, bitCount), compareTo/equals/signum, conversions to int/long
 * (truncating and exact), probable primes, sqrt, and ArithmeticException cases.
 */
package org.orbitmc.programs.seq;

import java.math.BigInteger;

public class BigIntegerOps {
    static BigInteger factorial(int n) {
        BigInteger r = BigInteger.ONE;
        for (int i = 2; i <= n; i++) r = r.multiply(BigInteger.valueOf(i));
        return r;
    }

    public static void main(String[] args) {
        System.out.println("50! = " + factorial(50));
        BigInteger f200 = factorial(200);
        System.out.println("200! digits=" + f200.toString().length() + " bitLength=" + f200.bitLength() + " mod 1e9+7=" + f200.mod(BigInteger.valueOf(1_000_000_007))
                + " trailing zero bits=" + f200.getLowestSetBit());
        System.out.println("200!/198! = " + f200.divide(factorial(198)));
        BigInteger two = BigInteger.TWO;
        System.out.println("2^100=" + two.pow(100) + " 3^50=" + BigInteger.valueOf(3).pow(50) + " (-7)^3=" + BigInteger.valueOf(-7).pow(3) + " x^0="
                + BigInteger.TEN.pow(0));
        BigInteger big = new BigInteger("123456789012345678901234567890");
        BigInteger neg = new BigInteger("-98765432109876543210");
        System.out.println("add=" + big.add(neg) + " sub=" + big.subtract(neg) + " mul=" + big.multiply(neg));
        System.out.println("div=" + big.divide(neg) + " rem=" + big.remainder(neg) + " mod=" + big.mod(neg.abs()) + " neg.mod=" + neg.mod(BigInteger.valueOf(7))
                + " neg.rem=" + neg.remainder(BigInteger.valueOf(7)));
        BigInteger[] qr = neg.divideAndRemainder(BigInteger.valueOf(1000));
        System.out.println("divideAndRemainder=" + qr[0] + " r " + qr[1]);
        BigInteger m = BigInteger.valueOf(1_000_000_007);
        System.out.println("modPow(3, 10^18)=" + BigInteger.valueOf(3).modPow(BigInteger.TEN.pow(18), m) + " modInverse(12345)=" + BigInteger.valueOf(12345).modInverse(m)
                + " check=" + BigInteger.valueOf(12345).multiply(BigInteger.valueOf(12345).modInverse(m)).mod(m) + " modPow negative exponent="
                        + BigInteger.valueOf(2).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(9)));
        System.out.println("gcd=" + big.gcd(neg) + " gcd(0,0)=" + BigInteger.ZERO.gcd(BigInteger.ZERO) + " gcd(-12,18)="
                + BigInteger.valueOf(-12).gcd(BigInteger.valueOf(18)));
        for (int radix : new int[] {2, 8, 16, 36}) {
            System.out.println("radix " + radix + ": " + neg.toString(radix) + " parsed back equal=" + new BigInteger(neg.toString(radix), radix).equals(neg));
        }
        BigInteger a = BigInteger.valueOf(-12345), b = BigInteger.valueOf(0xF0F0);
        System.out.println("and=" + a.and(b) + " or=" + a.or(b) + " xor=" + a.xor(b) + " not=" + a.not() + " andNot=" + a.andNot(b) + " shl=" + a.shiftLeft(70) + " shr="
                + a.shiftRight(3)
                + " testBit(0)=" + a.testBit(0) + " testBit(100)=" + a.testBit(100) + " setBit(80)=" + BigInteger.ZERO.setBit(80) + " flipBit=" + b.flipBit(0)
                + " bitLength=" + a.bitLength() + " bitCount=" + a.bitCount());
        System.out.println("compareTo=" + big.compareTo(neg) + " " + neg.compareTo(big) + " " + big.compareTo(new BigInteger("123456789012345678901234567890"))
                + " equals=" + big.equals(new BigInteger("0123456789012345678901234567890")) + " signum=" + neg.signum() + "/" + BigInteger.ZERO.signum() + " negate="
                        + neg.negate()
                + " min=" + big.min(neg) + " max=" + big.max(neg) + " hashCode=" + big.hashCode());
        System.out.println("intValue=" + big.intValue() + " longValue=" + big.longValue() + " doubleValue=" + big.doubleValue() + " floatValue=" + neg.floatValue()
                + " toByteArray length=" + big.toByteArray().length + " fromBytes=" + new BigInteger(new byte[] {(byte) 0xFF, 0x00}) + " unsigned="
                        + new BigInteger(1, new byte[] {(byte) 0xFF, 0x00}));
        try {
            big.longValueExact();
        } catch (ArithmeticException e) {
            System.out.println("longValueExact: " + e.getMessage());
        }
        try {
            BigInteger.ONE.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("divide by zero: " + e.getMessage());
        }
        try {
            BigInteger.TEN.mod(BigInteger.valueOf(-3));
        } catch (ArithmeticException e) {
            System.out.println("negative modulus: " + e.getMessage());
        }
        try {
            new BigInteger("12x3");
        } catch (NumberFormatException e) {
            System.out.println("bad digits: " + e.getMessage());
        }
        StringBuilder primes = new StringBuilder();
        for (int i = 90; i < 130; i++) if (BigInteger.valueOf(i).isProbablePrime(20)) primes.append(i).append(' ');
        System.out.println("probable primes 90..130: " + primes.toString().trim() + " nextProbablePrime(10^9)=" + BigInteger.TEN.pow(9).nextProbablePrime()
                + " 2^61-1 prime=" + two.pow(61).subtract(BigInteger.ONE).isProbablePrime(20));
        System.out.println("sqrt(10^41)=" + BigInteger.TEN.pow(41).sqrt() + " sqrtAndRemainder(99)="
                + java.util.Arrays.toString(BigInteger.valueOf(99).sqrtAndRemainder())
                + " valueOf(Long.MIN)=" + BigInteger.valueOf(Long.MIN_VALUE).subtract(BigInteger.ONE));
        BigInteger fib1 = BigInteger.ZERO, fib2 = BigInteger.ONE;
        for (int i = 0; i < 300; i++) {
            BigInteger t = fib1.add(fib2);
            fib1 = fib2;
            fib2 = t;
        }
        System.out.println("fib(300)=" + fib1);
    }
}
