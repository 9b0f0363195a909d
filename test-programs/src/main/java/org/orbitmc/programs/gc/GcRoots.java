package org.orbitmc.programs.gc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Keeps references in every place a collector must find them while allocating all the time: locals
 * next to long and double locals, slots reused with other types in other scopes, operand-stack entries
 * under a call that allocates (including a {@code new} whose constructor has not run yet), arguments,
 * static fields, arrays of arrays, lambdas' captured values, exceptions in flight and in handlers, deep
 * recursion. Run with a collection at every allocation, any reference the collector misses shows as a
 * crash or a wrong checksum.
 */
public final class GcRoots {
    private GcRoots() {
    }

    static Object keptInStatic;
    static Object[][] grid;

    static final class Pair {
        final Object left;
        final Object right;

        Pair(Object left, Object right) {
            this.left = left;
            this.right = right;
        }

        @Override
        public String toString() {
            return "(" + left + " " + right + ")";
        }
    }

    static final class Failure extends RuntimeException {
        final Object payload;

        Failure(Object payload) {
            super("failure " + payload);
            this.payload = payload;
        }
    }

    static String fresh(int i) {
        return new StringBuilder().append('v').append(i).toString();
    }

    /** Wide locals around references, so that their second slots sit between reference slots. */
    static String mixedLocals(int n) {
        long a = 1L << 40;
        String s = fresh(n);
        double d = 0.5;
        Object o = new int[] {n};
        long b = a + n;
        int[] arr = new int[3];
        double e = d * n;
        for (int i = 0; i < 3; i++) {
            arr[i] = fresh(i).length();
        }
        return s + a + b + d + e + ((int[]) o)[0] + arr[2];
    }

    /** The same local slots hold references in one scope and numbers in the next. */
    static String reusedSlots(int n) {
        StringBuilder out = new StringBuilder();
        for (int round = 0; round < 3; round++) {
            if ((round + n) % 2 == 0) {
                String x = fresh(round);
                Object y = new Pair(x, fresh(round + 1));
                out.append(y);
            } else {
                long x = round * 1_000_000_007L;
                double y = round / 3.0;
                out.append(fresh((int) (x % 97))).append(y);
            }
            {
                int k = round;
                Object z = new Object[] {fresh(k)};
                out.append(((Object[]) z)[0]);
            }
        }
        return out.toString();
    }

    /** Operand-stack references below calls that allocate, including an uninitialized new. */
    static String stackEntries(int n) {
        Pair p = new Pair(fresh(n), new Pair(fresh(n + 1), mixedLocals(n)));
        long wide = 3L;
        String joined = fresh(n) + wide + new Pair(fresh(n + 2), 1.5) + fresh(n + 3) + wide + reusedSlots(n);
        return combine(fresh(n), 7L, new Pair(p, fresh(n + 4)), 2.5, fresh(n + 5)) + joined;
    }

    static String combine(String a, long b, Pair c, double d, String e) {
        Object extra = new Pair(fresh(1), fresh(2));
        return a + b + c + d + e + extra;
    }

    /** References held only by frames of a deep recursion. */
    static int depth(int n, Pair chain) {
        if (n == 0) {
            int length = 0;
            for (Pair p = chain; p != null; p = (Pair) p.right) {
                length += ((String) p.left).length();
            }
            return length;
        }
        String mine = fresh(n);
        int below = depth(n - 1, new Pair(fresh(n), chain));
        return below + mine.length();
    }

    static String exceptions(int n) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            try {
                try {
                    if (i % 2 == 0) {
                        throw new Failure(new Pair(fresh(i), fresh(n)));
                    }
                    Object[] nothing = new Object[1];
                    out.append(nothing[2]);
                } finally {
                    out.append(fresh(i + 100));
                }
            } catch (Failure f) {
                Object kept = f.payload;
                out.append(fresh(i)).append(kept).append(f.getMessage());
            } catch (ArrayIndexOutOfBoundsException e) {
                out.append(fresh(i)).append(e.getMessage());
            }
        }
        return out.toString();
    }

    static String lambdas(int n) {
        String captured = fresh(n);
        Pair alsoCaptured = new Pair(fresh(n + 1), fresh(n + 2));
        Supplier<String> s = () -> captured + fresh(0) + alsoCaptured;
        List<Supplier<Object>> more = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int k = i;
            Object box = new Pair(fresh(k), null);
            more.add(() -> new Pair(box, fresh(k)));
        }
        StringBuilder out = new StringBuilder(s.get());
        for (Supplier<Object> m : more) {
            out.append(m.get());
        }
        return out.toString();
    }

    static String arrays(int n) {
        grid = new Object[4][3];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = fresh(i * 10 + j + n);
            }
        }
        int[][][] cube = new int[2][3][4];
        cube[1][2][3] = n;
        String[][] ragged = new String[3][];
        for (int i = 0; i < 3; i++) {
            ragged[i] = new String[i + 1];
            ragged[i][i] = fresh(i);
        }
        StringBuilder out = new StringBuilder();
        for (Object[] row : grid) {
            for (Object cell : row) {
                out.append(cell);
            }
        }
        return out.append(cube[1][2][3]).append(ragged[2][2]).toString();
    }

    static String maps(int n) {
        Map<String, List<Pair>> m = new HashMap<>();
        for (int i = 0; i < 200; i++) {
            m.computeIfAbsent(fresh(i % 13), k -> new ArrayList<>()).add(new Pair(fresh(i), (long) i * n));
            if (i % 5 == 0) {
                m.remove(fresh((i + 7) % 13));
            }
        }
        long sum = 0;
        for (Map.Entry<String, List<Pair>> e : m.entrySet()) {
            for (Pair p : e.getValue()) {
                sum += p.left.hashCode() + (Long) p.right;
            }
            sum += e.getKey().hashCode();
        }
        return m.size() + ":" + sum;
    }

    public static void main(String[] args) {
        keptInStatic = new Pair(fresh(-1), new Pair(fresh(-2), null));
        long checksum = 0;
        for (int n = 0; n < 4; n++) {
            String round = mixedLocals(n) + reusedSlots(n) + stackEntries(n) + depth(40 + n, null) + exceptions(n)
                    + lambdas(n) + arrays(n) + maps(n);
            checksum = checksum * 31 + round.hashCode();
            if (n == 0) {
                System.out.println(round);
            }
        }
        System.out.println(keptInStatic + " " + grid[3][2] + " " + checksum);
    }
}
