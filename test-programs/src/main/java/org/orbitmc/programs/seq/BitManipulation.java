/*
 * BitManipulation: bit tricks on int and long computed by hand and checked against the
 * library: population count, parity, lowest set bit isolation and clearing, power-of-two
 * tests, next power of two, bit reversal, Gray code, sign extension from arbitrary widths,
 * packing and unpacking of fields, swapping without a temporary, absolute value without
 * branches, bit-sliced subsets enumeration, java.util.BitSet (set/clear/flip, and/or/xor,
 * nextSetBit iteration, cardinality, toLongArray, valueOf) and java.util.HexFormat.
 */
package org.orbitmc.programs.seq;

import java.util.BitSet;
import java.util.HexFormat;

public class BitManipulation {
    static int popcount(int x) {
        int c = 0;
        while (x != 0) {
            x &= x - 1;
            c++;
        }
        return c;
    }

    static int reverseBits(int x) {
        int r = 0;
        for (int i = 0; i < 32; i++) {
            r = (r << 1) | (x & 1);
            x >>>= 1;
        }
        return r;
    }

    static int signExtend(int value, int bits) {
        int shift = 32 - bits;
        return (value << shift) >> shift;
    }

    public static void main(String[] args) {
        int[] xs = {0, 1, 6, 12, 255, 1024, -1, -8, 0x55555555, Integer.MIN_VALUE, 0x7FFFFFFF, 1000000};
        for (int x : xs) {
            int lowest = x & -x;
            boolean pow2 = x > 0 && (x & (x - 1)) == 0;
            int next = x <= 1 ? 1 : Integer.highestOneBit(x - 1) << 1;
            System.out.println(x + ": popcount=" + popcount(x) + "/" + Integer.bitCount(x) + " parity=" + (Integer.bitCount(x) & 1) + " lowest=" + lowest + " cleared="
                    + (x & (x - 1))
                    + " pow2=" + pow2 + " nextPow2=" + next + " reverse ok=" + (reverseBits(x) == Integer.reverse(x)) + " gray=" + (x ^ (x >>> 1))
                    + " abs=" + ((x ^ (x >> 31)) - (x >> 31)) + " log2=" + (31 - Integer.numberOfLeadingZeros(x)));
        }
        System.out.println("signExtend(0xF,4)=" + signExtend(0xF, 4) + " (0x7,4)=" + signExtend(0x7, 4) + " (0x80,8)=" + signExtend(0x80, 8) + " (0x1FFFF,17)="
                + signExtend(0x1FFFF, 17));
        int packed = (5 << 27) | (1234 << 12) | 0xABC;
        System.out.println("packed=" + Integer.toHexString(packed) + " fields: " + (packed >>> 27) + " " + ((packed >>> 12) & 0x7FFF) + " "
                + Integer.toHexString(packed & 0xFFF));
        long color = 0xFF336699AABBCCDDL;
        System.out.println("long bytes: " + ((color >>> 56) & 0xFF) + " " + ((color >>> 48) & 0xFF) + " " + (color & 0xFF) + " byte cast=" + (byte) color + " unsigned="
                + Byte.toUnsignedInt((byte) color));
        int a = 17, b = -42;
        a ^= b;
        b ^= a;
        a ^= b;
        System.out.println("xor swap: a=" + a + " b=" + b);
        StringBuilder subsets = new StringBuilder();
        char[] items = {'a', 'b', 'c', 'd'};
        for (int mask = 0; mask < (1 << items.length); mask++) {
            subsets.append('{');
            for (int i = 0; i < items.length; i++) if ((mask & (1 << i)) != 0) subsets.append(items[i]);
            subsets.append('}');
        }
        System.out.println("subsets=" + subsets);
        int submaskCount = 0;
        int m = 0b101101;
        for (int s = m; s != 0; s = (s - 1) & m) submaskCount++;
        System.out.println("submasks of 101101=" + submaskCount);
        long lx = 0xF0F0F0F0F0F0F0F0L;
        System.out.println("long: bitCount=" + Long.bitCount(lx) + " lowest=" + Long.toHexString(lx & -lx) + " rotate=" + Long.toHexString(Long.rotateRight(lx, 4))
                + " reverseBytes=" + Long.toHexString(Long.reverseBytes(0x0102030405060708L)) + " signum=" + Long.signum(lx));

        BitSet bits = new BitSet();
        for (int i = 0; i < 200; i += 7) bits.set(i);
        bits.set(64, 70);
        bits.clear(14);
        bits.flip(0, 3);
        System.out.println("bitset=" + bits + " cardinality=" + bits.cardinality() + " length=" + bits.length() + " get(63)=" + bits.get(63) + " get(65)="
                + bits.get(65));
        BitSet evens = new BitSet();
        for (int i = 0; i < 100; i += 2) evens.set(i);
        BitSet and = (BitSet) bits.clone();
        and.and(evens);
        BitSet xor = (BitSet) bits.clone();
        xor.xor(evens);
        System.out.println("and=" + and + " xor cardinality=" + xor.cardinality() + " intersects=" + bits.intersects(evens));
        StringBuilder it = new StringBuilder();
        for (int i = bits.nextSetBit(100); i >= 0; i = bits.nextSetBit(i + 1)) it.append(i).append(' ');
        System.out.println("nextSetBit from 100: " + it.toString().trim() + " nextClearBit(64)=" + bits.nextClearBit(64) + " previousSetBit(60)="
                + bits.previousSetBit(60));
        long[] words = bits.toLongArray();
        System.out.println("toLongArray length=" + words.length + " word0=" + Long.toHexString(words[0]) + " valueOf round trip=" + BitSet.valueOf(words).equals(bits)
                + " toByteArray length=" + bits.toByteArray().length + " hashCode=" + bits.hashCode());
        BitSet sieve = new BitSet(1000);
        sieve.set(2, 1000);
        for (int p = 2; p * p < 1000; p = sieve.nextSetBit(p + 1)) for (int q = p * p; q < 1000; q += p) sieve.clear(q);
        System.out.println("primes below 1000 via BitSet=" + sieve.cardinality() + " last=" + sieve.previousSetBit(999));
        HexFormat hex = HexFormat.of();
        byte[] bytes = {0, 1, 127, -128, -1, 0x3c};
        System.out.println("HexFormat=" + hex.formatHex(bytes) + " upper=" + HexFormat.of().withUpperCase().formatHex(bytes) + " delimited="
                + HexFormat.ofDelimiter(":").formatHex(bytes)
                + " parse=" + java.util.Arrays.toString(hex.parseHex("cafe00ff")) + " toHexDigits=" + hex.toHexDigits((short) 0x1a2b) + " fromHexDigits="
                        + HexFormat.fromHexDigits("7fff"));
    }
}
