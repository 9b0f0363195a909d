package org.orbitmc.programs.bench;

/**
 * A CPU-bound workload for measuring the interpreter: loops, array reads and writes, static and virtual
 * calls, field access and object allocation, without library calls in the hot paths. The first argument
 * scales the work (default 1); the printed checksum lets a run be checked against the host JVM.
 */
public class CpuBench {
    interface Shape {
        long area();
    }

    static final class Rect implements Shape {
        final int w;
        final int h;

        Rect(int w, int h) {
            this.w = w;
            this.h = h;
        }

        @Override
        public long area() {
            return (long) w * h;
        }
    }

    static final class Square implements Shape {
        final int side;

        Square(int side) {
            this.side = side;
        }

        @Override
        public long area() {
            return (long) side * side;
        }
    }

    static class Counter {
        int value;
        long total;

        void add(int x) {
            value += x;
            total += value;
        }
    }

    static int sieve(int n) {
        boolean[] composite = new boolean[n + 1];
        int count = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                for (int j = i * 2; j <= n; j += i) {
                    composite[j] = true;
                }
            }
        }
        return count;
    }

    static long matrix(int n) {
        int[][] a = new int[n][n];
        int[][] b = new int[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                a[i][j] = i + j;
                b[i][j] = i - j;
            }
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            int[] row = a[i];
            for (int j = 0; j < n; j++) {
                int s = 0;
                for (int k = 0; k < n; k++) {
                    s += row[k] * b[k][j];
                }
                sum += s;
            }
        }
        return sum;
    }

    static int fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static long shapes(int n) {
        Shape[] shapes = new Shape[64];
        for (int i = 0; i < shapes.length; i++) {
            shapes[i] = i % 3 == 0 ? new Square(i) : new Rect(i, i + 1);
        }
        long total = 0;
        for (int r = 0; r < n; r++) {
            for (Shape s : shapes) {
                total += s.area();
            }
        }
        return total;
    }

    static long counters(int n) {
        Counter c = new Counter();
        for (int i = 0; i < n; i++) {
            c.add(i & 7);
        }
        return c.total;
    }

    static void quicksort(int[] a, int lo, int hi) {
        while (lo < hi) {
            int p = a[(lo + hi) >>> 1];
            int i = lo;
            int j = hi;
            while (i <= j) {
                while (a[i] < p) {
                    i++;
                }
                while (a[j] > p) {
                    j--;
                }
                if (i <= j) {
                    int t = a[i];
                    a[i] = a[j];
                    a[j] = t;
                    i++;
                    j--;
                }
            }
            if (j - lo < hi - i) {
                quicksort(a, lo, j);
                lo = i;
            } else {
                quicksort(a, i, hi);
                hi = j;
            }
        }
    }

    static long sort(int n) {
        int[] a = new int[n];
        int x = 12345;
        for (int i = 0; i < n; i++) {
            x = x * 1103515245 + 12345;
            a[i] = x >>> 8;
        }
        quicksort(a, 0, n - 1);
        long check = 0;
        for (int i = 0; i < n; i += 97) {
            check = check * 31 + a[i];
        }
        return check;
    }

    public static void main(String[] args) {
        int scale = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        long checksum = 0;
        for (int round = 0; round < scale; round++) {
            checksum += sieve(200_000);
            checksum += matrix(60);
            checksum += fib(22);
            checksum += shapes(4_000);
            checksum += counters(300_000);
            checksum += sort(60_000);
        }
        System.out.println("checksum " + checksum);
    }
}
