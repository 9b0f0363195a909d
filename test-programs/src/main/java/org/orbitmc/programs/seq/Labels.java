/*
 * Labels: labeled break and continue across nested for, while and do-while loops, a labeled
 * block (break out of a non-loop statement), continue of an outer loop from inside a switch,
 * break out of three levels, search with early exit, and the do-while execute-at-least-once
 * rule. Every step that runs is recorded.
 */
package org.orbitmc.programs.seq;

public class Labels {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        outer:
        for (int i = 0; i < 5; i++) {
            for (int j = 0; j < 5; j++) {
                if (j == 3) continue outer;
                if (i == 3) break outer;
                sb.append(i).append(j).append(' ');
            }
            sb.append("never ");
        }
        System.out.println("continue/break outer: " + sb.toString().trim());

        int[][] grid = {{1, 2, 3}, {4, 42, 6}, {7, 8, 42}};
        int foundRow = -1, foundCol = -1, probes = 0;
        search:
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                probes++;
                if (grid[r][c] == 42) {
                    foundRow = r;
                    foundCol = c;
                    break search;
                }
            }
        }
        System.out.println("found 42 at " + foundRow + "," + foundCol + " after " + probes + " probes");

        sb.setLength(0);
        block:
        {
            sb.append("start ");
            if (args.length == 0) break block;
            sb.append("skipped ");
        }
        sb.append("after-block");
        System.out.println("labeled block: " + sb);

        sb.setLength(0);
        int n = 0;
        loop:
        while (true) {
            n++;
            switch (n % 4) {
                case 0:
                    continue loop;
                case 3:
                    if (n > 10) break loop;
                    sb.append('t');
                    break;
                default:
                    sb.append(n);
            }
            sb.append(',');
        }
        System.out.println("switch inside labeled while: " + sb + " n=" + n);

        sb.setLength(0);
        int k = 0;
        a:
        do {
            b:
            for (int x = 0; x < 3; x++) {
                int y = 0;
                while (y < 3) {
                    y++;
                    if (x == 1) continue b;
                    if (y == 2 && k == 1) continue a;
                    if (k == 2 && x == 2) break a;
                    sb.append(k).append(x).append(y).append(' ');
                }
            }
            sb.append("| ");
        } while (++k < 4);
        System.out.println("three levels: " + sb.toString().trim() + " k=" + k);

        int runs = 0;
        do {
            runs++;
        } while (runs < 0);
        System.out.println("do-while ran " + runs + " time(s)");

        long sum = 0;
        int skipped = 0;
        rows:
        for (int i = 1; i <= 50; i++) {
            for (int j = 1; j <= 50; j++) {
                if ((i * j) % 7 == 0) {
                    skipped++;
                    continue rows;
                }
                if (i + j > 90) break rows;
                sum += i * j;
            }
        }
        System.out.println("sum=" + sum + " skipped rows=" + skipped);
        int primes = 0;
        candidates:
        for (int p = 2; p < 200; p++) {
            for (int d = 2; d * d <= p; d++) if (p % d == 0) continue candidates;
            primes++;
        }
        System.out.println("primes below 200=" + primes);
    }
}
