/*
 * MatrixNumerics: double-precision linear algebra printed with %.6f/%.3e under Locale.ROOT:
 * determinant by LU decomposition with partial pivoting, inverse by Gauss-Jordan and the
 * residual of A*inv(A), solving a linear system, a singular matrix, the Hilbert matrix's
 * growing condition, power iteration for the dominant eigenvalue, Newton's method for square
 * roots, Simpson integration, and Kahan summation against naive summation.
 */
package org.orbitmc.programs.seq;

import java.util.Locale;

public class MatrixNumerics {
    static String fmt(double[][] m) {
        StringBuilder b = new StringBuilder();
        for (double[] row : m) {
            b.append("  [");
            for (int j = 0; j < row.length; j++) b.append(j == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%10.6f", row[j]));
            b.append("]\n");
        }
        return b.toString();
    }

    static double det(double[][] a) {
        int n = a.length;
        double[][] m = copy(a);
        double d = 1;
        for (int k = 0; k < n; k++) {
            int p = k;
            for (int i = k + 1; i < n; i++) if (Math.abs(m[i][k]) > Math.abs(m[p][k])) p = i;
            if (m[p][k] == 0) return 0;
            if (p != k) {
                double[] t = m[p];
                m[p] = m[k];
                m[k] = t;
                d = -d;
            }
            d *= m[k][k];
            for (int i = k + 1; i < n; i++) {
                double f = m[i][k] / m[k][k];
                for (int j = k; j < n; j++) m[i][j] -= f * m[k][j];
            }
        }
        return d;
    }

    static double[][] inverse(double[][] a) {
        int n = a.length;
        double[][] m = new double[n][2 * n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            m[i][n + i] = 1;
        }
        for (int k = 0; k < n; k++) {
            int p = k;
            for (int i = k + 1; i < n; i++) if (Math.abs(m[i][k]) > Math.abs(m[p][k])) p = i;
            if (Math.abs(m[p][k]) < 1e-12) throw new ArithmeticException("matrix is singular at column " + k);
            double[] t = m[p];
            m[p] = m[k];
            m[k] = t;
            double pivot = m[k][k];
            for (int j = 0; j < 2 * n; j++) m[k][j] /= pivot;
            for (int i = 0; i < n; i++) {
                if (i == k) continue;
                double f = m[i][k];
                for (int j = 0; j < 2 * n; j++) m[i][j] -= f * m[k][j];
            }
        }
        double[][] inv = new double[n][n];
        for (int i = 0; i < n; i++) System.arraycopy(m[i], n, inv[i], 0, n);
        return inv;
    }

    static double[][] multiply(double[][] a, double[][] b) {
        double[][] c = new double[a.length][b[0].length];
        for (int i = 0; i < a.length; i++)
            for (int k = 0; k < b.length; k++)
                for (int j = 0; j < b[0].length; j++) c[i][j] += a[i][k] * b[k][j];
        return c;
    }

    static double[][] copy(double[][] a) {
        double[][] c = new double[a.length][];
        for (int i = 0; i < a.length; i++) c[i] = a[i].clone();
        return c;
    }

    static double maxResidual(double[][] product) {
        double worst = 0;
        for (int i = 0; i < product.length; i++)
            for (int j = 0; j < product.length; j++) worst = Math.max(worst, Math.abs(product[i][j] - (i == j ? 1 : 0)));
        return worst;
    }

    public static void main(String[] args) {
        double[][] a = {{4, -2, 1}, {-2, 4, -2}, {1, -2, 4}};
        System.out.println("A=\n" + fmt(a) + "det=" + det(a));
        double[][] inv = inverse(a);
        System.out.print("inv=\n" + fmt(inv));
        System.out.println("residual=" + String.format(Locale.ROOT, "%.3e", maxResidual(multiply(a, inv))));
        double[] rhs = {11, -16, 17};
        double[] x = new double[3];
        for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) x[i] += inv[i][j] * rhs[j];
        System.out.println("solution=" + String.format(Locale.ROOT, "[%.6f, %.6f, %.6f]", x[0], x[1], x[2]));
        double[][] singular = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
        System.out.println("singular det=" + det(singular));
        try {
            inverse(singular);
        } catch (ArithmeticException e) {
            System.out.println("inverse: " + e.getMessage());
        }
        for (int n = 2; n <= 7; n++) {
            double[][] h = new double[n][n];
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h[i][j] = 1.0 / (i + j + 1);
            double[][] hi = inverse(h);
            double norm = 0;
            double normInv = 0;
            for (int i = 0; i < n; i++) {
                double r1 = 0;
                double r2 = 0;
                for (int j = 0; j < n; j++) {
                    r1 += Math.abs(h[i][j]);
                    r2 += Math.abs(hi[i][j]);
                }
                norm = Math.max(norm, r1);
                normInv = Math.max(normInv, r2);
            }
            System.out.println(String.format(Locale.ROOT, "hilbert %d: det=%.6e cond=%.4e residual=%.3e", n, det(h), norm * normInv, maxResidual(multiply(h, hi))));
        }
        double[] v = {1, 1, 1};
        double lambda = 0;
        for (int it = 0; it < 50; it++) {
            double[] w = new double[3];
            for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) w[i] += a[i][j] * v[j];
            double norm = Math.sqrt(w[0] * w[0] + w[1] * w[1] + w[2] * w[2]);
            lambda = (w[0] * v[0] + w[1] * v[1] + w[2] * v[2]) / (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
            for (int i = 0; i < 3; i++) v[i] = w[i] / norm;
        }
        System.out.println("dominant eigenvalue=" + String.format(Locale.ROOT, "%.9f", lambda) + " vector=" + String.format(Locale.ROOT, "%.5f %.5f %.5f", v[0], v[1], v[2]));
        for (double s : new double[] {2, 10, 1e-6, 1e10}) {
            double g = s;
            int steps = 0;
            while (Math.abs(g * g - s) > 1e-12 * s && steps < 100) {
                g = (g + s / g) / 2;
                steps++;
            }
            System.out.println("newton sqrt(" + s + ")=" + g + " steps=" + steps + " Math.sqrt=" + Math.sqrt(s));
        }
        int n = 100;
        double h = Math.PI / n;
        double simpson = Math.sin(0) + Math.sin(Math.PI);
        for (int i = 1; i < n; i++) simpson += (i % 2 == 1 ? 4 : 2) * Math.sin(i * h);
        simpson *= h / 3;
        System.out.println("simpson integral of sin over [0,pi]=" + simpson + " error=" + String.format(Locale.ROOT, "%.3e", Math.abs(simpson - 2)));
        double naive = 0;
        double sum = 0;
        double comp = 0;
        for (int i = 0; i < 100000; i++) {
            double term = 0.1;
            naive += term;
            double y = term - comp;
            double t = sum + y;
            comp = (t - sum) - y;
            sum = t;
        }
        System.out.println("naive=" + naive + " kahan=" + sum);
    }
}
