/*
 * Recursion: deep-ish but bounded recursion: Ackermann for small arguments, naive and
 * memoized Fibonacci (with a call counter), Towers of Hanoi move count and first moves,
 * mutual recursion (isEven/isOdd, a recursive-descent expression parser), permutations by
 * backtracking, N-Queens counting, flood fill on a grid, and a recursion depth of several
 * thousand frames that must not overflow.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class Recursion {
    static long calls;

    static int ackermann(int m, int n) {
        calls++;
        if (m == 0) return n + 1;
        if (n == 0) return ackermann(m - 1, 1);
        return ackermann(m - 1, ackermann(m, n - 1));
    }

    static long fibNaive(int n) { calls++; return n < 2 ? n : fibNaive(n - 1) + fibNaive(n - 2); }

    static final Map<Integer, Long> memo = new HashMap<>();
    static long fibMemo(int n) {
        if (n < 2) return n;
        Long cached = memo.get(n);
        if (cached != null) return cached;
        long v = fibMemo(n - 1) + fibMemo(n - 2);
        memo.put(n, v);
        return v;
    }

    static int moves;
    static final StringBuilder firstMoves = new StringBuilder();
    static void hanoi(int n, char from, char to, char via) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to);
        if (++moves <= 7) firstMoves.append(from).append("->").append(to).append(' ');
        hanoi(n - 1, via, to, from);
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }
    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static String src;
    static int pos;
    static long expr() { long v = term(); while (pos < src.length() && (src.charAt(pos) == '+'
            || src.charAt(pos) == '-')) { char op = src.charAt(pos++); long t = term(); v = op == '+' ? v + t : v - t; } return v; }
    static long term() { long v = factor(); while (pos < src.length() && (src.charAt(pos) == '*'
            || src.charAt(pos) == '/')) { char op = src.charAt(pos++); long f = factor(); v = op == '*' ? v * f : v / f; } return v; }
    static long factor() {
        if (src.charAt(pos) == '(') { pos++; long v = expr(); pos++; return v; }
        if (src.charAt(pos) == '-') { pos++; return -factor(); }
        int start = pos;
        while (pos < src.length() && Character.isDigit(src.charAt(pos))) pos++;
        return Long.parseLong(src.substring(start, pos));
    }
    static long parse(String s) { src = s; pos = 0; return expr(); }

    static void permute(String prefix, String rest, List<String> out) {
        if (rest.isEmpty()) { out.add(prefix); return; }
        for (int i = 0; i < rest.length(); i++) permute(prefix + rest.charAt(i), rest.substring(0, i) + rest.substring(i + 1), out);
    }

    static int queens(int n, int row, int cols, int d1, int d2) {
        if (row == n) return 1;
        int count = 0;
        for (int c = 0; c < n; c++) {
            if ((cols & (1 << c)) != 0 || (d1 & (1 << (row + c))) != 0 || (d2 & (1 << (row - c + n))) != 0) continue;
            count += queens(n, row + 1, cols | 1 << c, d1 | 1 << (row + c), d2 | 1 << (row - c + n));
        }
        return count;
    }

    static int fill(char[][] g, int r, int c) {
        if (r < 0 || c < 0 || r >= g.length || c >= g[r].length || g[r][c] != '.') return 0;
        g[r][c] = '#';
        return 1 + fill(g, r + 1, c) + fill(g, r - 1, c) + fill(g, r, c + 1) + fill(g, r, c - 1);
    }

    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

    public static void main(String[] args) {
        for (int m = 0; m <= 3; m++) {
            calls = 0;
            int v = ackermann(m, 3);
            System.out.println("ackermann(" + m + ",3)=" + v + " calls=" + calls);
        }
        calls = 0;
        System.out.println("fibNaive(22)=" + fibNaive(22) + " calls=" + calls + " fibMemo(90)=" + fibMemo(90) + " memo size=" + memo.size());
        hanoi(10, 'A', 'C', 'B');
        System.out.println("hanoi(10) moves=" + moves + " first=" + firstMoves.toString().trim());
        System.out.println("isEven(10)=" + isEven(10) + " isOdd(7)=" + isOdd(7) + " isEven(999)=" + isEven(999));
        for (String e : new String[] {"1+2*3", "(1+2)*3", "-(4-10)*2/3", "2*(3+(4-1)*5)-7", "100/7/2"}) System.out.println(e + " = " + parse(e));
        List<String> perms = new ArrayList<>();
        permute("", "abcd", perms);
        System.out.println("permutations=" + perms.size() + " " + perms);
        for (int n = 4; n <= 8; n++) System.out.println("queens(" + n + ")=" + queens(n, 0, 0, 0, 0));
        char[][] g = {"..#..#..".toCharArray(), "###.##.#".toCharArray(), "..#.#...".toCharArray(), "..#.#.##".toCharArray()};
        System.out.println("flood fill from 0,0 filled=" + fill(g, 0, 0) + " from 0,3 filled=" + fill(g, 0, 3) + " from 2,5 filled=" + fill(g, 2, 5) + " on a wall="
                + fill(g, 1, 0));
        for (char[] row : g) System.out.println("  " + new String(row));
        System.out.println("depth(3000)=" + depth(3000));
    }
}
