/*
 * SudokuAndPuzzles: backtracking searches that exercise arrays, recursion and bit sets: a
 * Sudoku solver with candidate bitmasks (two puzzles, counting guesses), N-Queens counted
 * with bitmasks for n = 1..9, a knight's tour on 5x5 with Warnsdorff ordering, subset-sum
 * with BitSet reachability, and generating permutations in lexicographic order.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

public class SudokuAndPuzzles {
    static int guesses;

    static boolean solve(int[] grid) {
        int best = -1;
        int bestMask = 0;
        int bestCount = 10;
        for (int cell = 0; cell < 81; cell++) {
            if (grid[cell] != 0) continue;
            int mask = candidates(grid, cell);
            int count = Integer.bitCount(mask);
            if (count == 0) return false;
            if (count < bestCount) {
                best = cell;
                bestMask = mask;
                bestCount = count;
            }
        }
        if (best < 0) return true;
        for (int m = bestMask; m != 0; m &= m - 1) {
            int digit = Integer.numberOfTrailingZeros(m) + 1;
            grid[best] = digit;
            guesses++;
            if (solve(grid)) return true;
        }
        grid[best] = 0;
        return false;
    }

    static int candidates(int[] grid, int cell) {
        int r = cell / 9;
        int c = cell % 9;
        int used = 0;
        for (int i = 0; i < 9; i++) {
            used |= 1 << grid[r * 9 + i];
            used |= 1 << grid[i * 9 + c];
            used |= 1 << grid[(r / 3 * 3 + i / 3) * 9 + c / 3 * 3 + i % 3];
        }
        return ~(used >> 1) & 0x1FF;
    }

    static int[] parse(String s) {
        int[] g = new int[81];
        for (int i = 0; i < 81; i++) g[i] = s.charAt(i) == '.' ? 0 : s.charAt(i) - '0';
        return g;
    }

    static void print(int[] g) {
        for (int r = 0; r < 9; r++) {
            StringBuilder b = new StringBuilder();
            for (int c = 0; c < 9; c++) {
                if (c > 0 && c % 3 == 0) b.append("| ");
                b.append(g[r * 9 + c]).append(' ');
            }
            System.out.println(b.toString().trim());
            if (r % 3 == 2 && r < 8) System.out.println("------+-------+------");
        }
    }

    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int free = ~(cols | d1 | d2) & ((1 << n) - 1); free != 0; free &= free - 1) {
            int bit = free & -free;
            count += queens(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        return count;
    }

    static final int[][] KNIGHT = {{2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};

    static boolean tour(int[][] board, int r, int c, int step, int n) {
        board[r][c] = step;
        if (step == n * n) return true;
        List<int[]> next = new ArrayList<>();
        for (int[] m : KNIGHT) {
            int nr = r + m[0];
            int nc = c + m[1];
            if (nr >= 0 && nr < n && nc >= 0 && nc < n && board[nr][nc] == 0) next.add(new int[] {nr, nc, degree(board, nr, nc, n)});
        }
        next.sort((a, b) -> a[2] != b[2] ? Integer.compare(a[2], b[2]) : a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(a[1], b[1]));
        for (int[] m : next) {
            if (tour(board, m[0], m[1], step + 1, n)) return true;
        }
        board[r][c] = 0;
        return false;
    }

    static int degree(int[][] board, int r, int c, int n) {
        int d = 0;
        for (int[] m : KNIGHT) {
            int nr = r + m[0];
            int nc = c + m[1];
            if (nr >= 0 && nr < n && nc >= 0 && nc < n && board[nr][nc] == 0) d++;
        }
        return d;
    }

    static boolean nextPermutation(int[] a) {
        int i = a.length - 2;
        while (i >= 0 && a[i] >= a[i + 1]) i--;
        if (i < 0) return false;
        int j = a.length - 1;
        while (a[j] <= a[i]) j--;
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
        for (int l = i + 1, r = a.length - 1; l < r; l++, r--) {
            t = a[l];
            a[l] = a[r];
            a[r] = t;
        }
        return true;
    }

    public static void main(String[] args) {
        String[] puzzles = {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759..",
        };
        for (String p : puzzles) {
            int[] g = parse(p);
            guesses = 0;
            boolean ok = solve(g);
            System.out.println("solved=" + ok + " guesses=" + guesses);
            print(g);
            int sum = Arrays.stream(g).sum();
            System.out.println("sum=" + sum + " valid=" + (sum == 405));
        }
        StringBuilder q = new StringBuilder("queens:");
        for (int n = 1; n <= 9; n++) q.append(' ').append(n).append('=').append(queens(n, 0, 0, 0, 0));
        System.out.println(q);
        int n = 5;
        int[][] board = new int[n][n];
        System.out.println("knight's tour 5x5 found=" + tour(board, 0, 0, 1, n));
        for (int[] row : board) {
            StringBuilder b = new StringBuilder();
            for (int v : row) b.append(String.format(java.util.Locale.ROOT, "%3d", v));
            System.out.println(b);
        }
        int[] weights = {3, 34, 4, 12, 5, 2};
        BitSet reach = new BitSet();
        reach.set(0);
        for (int w : weights) {
            BitSet shifted = new BitSet();
            for (int i = reach.nextSetBit(0); i >= 0; i = reach.nextSetBit(i + 1)) shifted.set(i + w);
            reach.or(shifted);
        }
        System.out.println("subset sums reachable=" + reach.cardinality() + " has 9=" + reach.get(9) + " has 30=" + reach.get(30) + " max=" + (reach.length() - 1) + " unreachable<20=" + unreachable(reach, 20));
        int[] perm = {1, 2, 3, 4};
        List<String> perms = new ArrayList<>();
        do {
            perms.add(Arrays.toString(perm).replaceAll("[\\[\\], ]", ""));
        } while (nextPermutation(perm));
        System.out.println("permutations=" + perms.size() + " " + perms);
    }

    static String unreachable(BitSet reach, int limit) {
        BitSet missing = new BitSet();
        missing.set(0, limit);
        missing.andNot(reach);
        return missing.toString();
    }
}
