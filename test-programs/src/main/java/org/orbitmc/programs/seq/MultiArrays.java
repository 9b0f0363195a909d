/*
 * MultiArrays: array creation and access: multianewarray with two and three dimensions,
 * partially specified dimensions (new int[3][]), jagged arrays, zero-length dimensions,
 * default element values of every primitive type and of references, array class names,
 * arrays of arrays sharing rows, NegativeArraySizeException from a multi-dimensional
 * creation, and element-wise computations over 2D/3D arrays.
 */
package org.orbitmc.programs.seq;

import java.util.Arrays;

public class MultiArrays {
    public static void main(String[] args) {
        int[][] grid = new int[3][4];
        for (int i = 0; i < grid.length; i++) {
            for (int j = 0; j < grid[i].length; j++) {
                grid[i][j] = i * 10 + j;
            }
        }
        System.out.println("grid=" + Arrays.deepToString(grid));
        long[][][] cube = new long[2][3][4];
        long sum = 0;
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 3; j++) {
                for (int k = 0; k < 4; k++) {
                    cube[i][j][k] = (long) i * 100 + j * 10 + k;
                    sum += cube[i][j][k];
                }
            }
        }
        System.out.println("cube=" + Arrays.deepToString(cube) + " sum=" + sum);

        int[][] jagged = new int[5][];
        System.out.println("jagged rows before=" + Arrays.toString(jagged));
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new int[i + 1];
            jagged[i][0] = 1;
            jagged[i][i] = 1;
            for (int j = 1; j < i; j++) {
                jagged[i][j] = jagged[i - 1][j - 1] + jagged[i - 1][j];
            }
        }
        System.out.println("pascal=" + Arrays.deepToString(jagged));

        String[][][] partial = new String[2][2][];
        System.out.println("partial=" + Arrays.deepToString(partial));
        int[][] zeroRows = new int[0][5];
        int[][] zeroCols = new int[3][0];
        System.out.println("zeroRows.length=" + zeroRows.length + " zeroCols=" + Arrays.deepToString(zeroCols));

        System.out.println("defaults: boolean=" + (new boolean[1][1])[0][0] + " byte=" + (new byte[2][2])[1][1]
                + " short=" + (new short[1][1])[0][0] + " char=" + (int) (new char[1][1])[0][0]
                + " int=" + (new int[1][1])[0][0] + " long=" + (new long[1][1])[0][0]
                + " float=" + (new float[1][1])[0][0] + " double=" + (new double[1][1])[0][0]
                + " Object=" + (new Object[1][1])[0][0] + " String=" + (new String[1][1])[0][0]);

        Object[] names = {new int[0], new int[0][0], new String[0], new String[0][0][0], new double[1][], new boolean[0],
                new char[0], new Object[0][], new Integer[0]};
        for (Object o : names) {
            System.out.println("class " + o.getClass().getName() + " simple " + o.getClass().getSimpleName());
        }

        int[] shared = {7, 8, 9};
        int[][] alias = {shared, shared, {1}};
        alias[0][1] = 80;
        System.out.println("alias=" + Arrays.deepToString(alias) + " same row=" + (alias[0] == alias[1]));

        char[][] board = new char[3][3];
        for (char[] row : board) {
            Arrays.fill(row, '.');
        }
        board[1][1] = 'X';
        board[0][2] = 'O';
        for (char[] row : board) {
            System.out.println(new String(row));
        }

        int n = -2;
        try {
            int[][] bad = new int[3][n];
            System.out.println("unexpected " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            int[][] bad = new int[n][3];
            System.out.println("unexpected " + bad.length);
        } catch (NegativeArraySizeException e) {
            System.out.println("caught " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        try {
            System.out.println(grid[2][4]);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("caught AIOOBE: " + e.getMessage());
        }

        double[][] m = {{1.5, 2}, {3, 4.25}};
        double[][] t = new double[2][2];
        for (int i = 0; i < 2; i++) {
            for (int j = 0; j < 2; j++) {
                t[j][i] = m[i][j];
            }
        }
        System.out.println("transpose=" + Arrays.deepToString(t));
        Object[] objs = new Integer[2][];
        System.out.println("Integer[][] as Object[]: length=" + objs.length + " elem class=" + objs.getClass().getSimpleName());
        int[][][] big = new int[20][30][40];
        big[19][29][39] = 5;
        int count = 0;
        for (int[][] plane : big) for (int[] row : plane) count += row.length;
        System.out.println("big cells=" + count + " corner=" + big[19][29][39]);
    }
}
