/*
 * LongComputation: a CPU-bound workload used both as a conformance check and as a benchmark:
 * a sieve of Eratosthenes up to 20000, a 40x40 int matrix multiplication, a bubble sort of
 * 400 pseudo-random ints, a CRC-like rolling checksum over a byte array, and a small
 * dynamic-programming longest-common-subsequence table. Only checksums are printed.
 */
package org.orbitmc.programs.seq;

public class LongComputation {
    static int sieve(int limit, int[] lastPrimes) {
        boolean[] composite = new boolean[limit + 1];
        int count = 0;
        for (int i = 2; i <= limit; i++) {
            if (!composite[i]) {
                count++;
                System.arraycopy(lastPrimes, 1, lastPrimes, 0, lastPrimes.length - 1);
                lastPrimes[lastPrimes.length - 1] = i;
                for (long j = (long) i * i; j <= limit; j += i) composite[(int) j] = true;
            }
        }
        return count;
    }

    static long matmul(int n) {
        int[][] a = new int[n][n], b = new int[n][n], c = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = (i * 31 + j * 17) % 23 - 11;
                b[i][j] = (i * 7 - j * 13) % 19;
            }
        }
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                int s = 0;
                for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
                c[i][j] = s;
            }
        }
        long checksum = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) checksum = checksum * 31 + c[i][j];
        return checksum;
    }

    static long bubble(int n) {
        int[] arr = new int[n];
        int seed = 12345;
        for (int i = 0; i < n; i++) {
            seed = seed * 1103515245 + 12345;
            arr[i] = (seed >>> 16) % 10000;
        }
        int swaps = 0;
        for (int i = 0; i < n - 1; i++) {
            boolean swapped = false;
            for (int j = 0; j < n - 1 - i; j++) {
                if (arr[j] > arr[j + 1]) {
                    int t = arr[j];
                    arr[j] = arr[j + 1];
                    arr[j + 1] = t;
                    swaps++;
                    swapped = true;
                }
            }
            if (!swapped) break;
        }
        long checksum = swaps;
        for (int i = 0; i < n; i++) checksum = checksum * 1000003 + arr[i];
        System.out.println("bubble min=" + arr[0] + " max=" + arr[n - 1] + " median=" + arr[n / 2] + " swaps=" + swaps);
        return checksum;
    }

    static int rolling(int n) {
        byte[] data = new byte[n];
        for (int i = 0; i < n; i++) data[i] = (byte) (i * 7 + (i >> 3));
        int crc = 0xFFFFFFFF;
        for (byte b : data) {
            crc ^= b & 0xFF;
            for (int k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xEDB88320 & -(crc & 1));
        }
        return ~crc;
    }

    static int lcs(String x, String y) {
        int[][] dp = new int[x.length() + 1][y.length() + 1];
        for (int i = 1; i <= x.length(); i++) {
            for (int j = 1; j <= y.length(); j++) {
                dp[i][j] = x.charAt(i - 1) == y.charAt(j - 1) ? dp[i - 1][j - 1] + 1 : Math.max(dp[i - 1][j], dp[i][j - 1]);
            }
        }
        return dp[x.length()][y.length()];
    }

    public static void main(String[] args) {
        int[] last = new int[5];
        int primes = sieve(20000, last);
        System.out.println("primes<=20000: " + primes + " last five=" + java.util.Arrays.toString(last));
        System.out.println("matmul 40x40 checksum=" + matmul(40));
        System.out.println("bubble sort checksum=" + bubble(400));
        int crc = rolling(4096);
        java.util.zip.CRC32 ref = new java.util.zip.CRC32();
        byte[] data = new byte[4096];
        for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 7 + (i >> 3));
        ref.update(data);
        System.out.println("crc32 by hand=" + Integer.toHexString(crc) + " java.util.zip.CRC32=" + Long.toHexString(ref.getValue()));
        StringBuilder a = new StringBuilder(), b = new StringBuilder();
        for (int i = 0; i < 150; i++) {
            a.append((char) ('a' + (i * i) % 7));
            b.append((char) ('a' + (i * 3 + 1) % 7));
        }
        System.out.println("lcs length=" + lcs(a.toString(), b.toString()));
    }
}
