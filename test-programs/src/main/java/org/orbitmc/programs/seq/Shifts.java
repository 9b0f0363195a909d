/*
 * Shifts: ishl/ishr/iushr and lshl/lshr/lushr with every interesting shift distance, including
 * distances >= the width and negative distances (only the low 5 or 6 bits count), shifts of
 * byte/short/char operands (promoted to int first), shifts of negative numbers and compound
 * shift assignments that narrow back to byte/short/char.
 */
package org.orbitmc.programs.seq;

public class Shifts {
    public static void main(String[] args) {
        int[] ints = {1, -1, 0x80000000, 0x7FFFFFFF, 0x12345678, -123456};
        int[] dists = {0, 1, 5, 31, 32, 33, 63, 64, -1, -31, -32, 100};
        for (int v : ints) {
            for (int d : dists) {
                System.out.println("int " + Integer.toHexString(v) + " by " + d + ": << " + Integer.toHexString(v << d)
                        + " >> " + Integer.toHexString(v >> d) + " >>> " + Integer.toHexString(v >>> d));
            }
        }
        long[] longs = {1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0x0123456789ABCDEFL, -987654321987L};
        for (long v : longs) {
            for (int d : dists) {
                System.out.println("long " + Long.toHexString(v) + " by " + d + ": << " + Long.toHexString(v << d)
                        + " >> " + Long.toHexString(v >> d) + " >>> " + Long.toHexString(v >>> d));
            }
        }
        long dist = 65L;
        System.out.println("long distance on int: " + (1 << dist) + " on long: " + (1L << dist));
        byte b = (byte) 0xF0;
        short s = (short) 0x8001;
        char c = '\uFFFF';
        System.out.println("byte>>>4=" + (b >>> 4) + " byte>>4=" + (b >> 4) + " (byte)(b>>>4)=" + (byte) (b >>> 4));
        System.out.println("short>>>1=" + (s >>> 1) + " short<<17=" + (s << 17) + " char>>8=" + (c >> 8) + " char<<16=" + (c << 16));
        b >>>= 1;
        s <<= 1;
        c >>= 4;
        System.out.println("compound: b=" + b + " s=" + s + " c=" + (int) c);
        int mask = 0;
        for (int i = 0; i < 32; i += 3) {
            mask |= 1 << i;
        }
        System.out.println("mask=" + Integer.toBinaryString(mask));
        long lmask = 0;
        for (int i = 0; i < 64; i += 5) {
            lmask |= 1L << i;
        }
        System.out.println("lmask=" + Long.toBinaryString(lmask));
        int x = 0xCAFEBABE;
        System.out.println("rotl8=" + Integer.toHexString((x << 8) | (x >>> 24)) + " rotateLeft=" + Integer.toHexString(Integer.rotateLeft(x, 8))
                + " rotateRight(-4)=" + Integer.toHexString(Integer.rotateRight(x, -4)));
        System.out.println("Long.rotateLeft=" + Long.toHexString(Long.rotateLeft(0x8000000000000001L, 1)));
        System.out.println("div by shift: " + (-7 >> 1) + " vs " + (-7 / 2));
    }
}
