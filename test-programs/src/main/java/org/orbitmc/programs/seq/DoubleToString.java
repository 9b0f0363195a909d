/*
 * DoubleToString: the shortest-representation algorithm behind Double.toString and
 * Float.toString (and therefore string concatenation) on awkward values: 0.1+0.2, 1e-7 (and
 * the switch to scientific notation below 1e-3 and at 1e7), 1e21, 100.0, 1.0E10,
 * Double.MIN_VALUE/MAX_VALUE/MIN_NORMAL, subnormals, powers of two and ten, values near
 * integer boundaries, floats like 1.1f and 3.4028235E38f and 1.0E-45f, float-to-double
 * widening artifacts, and round trips through parseDouble/parseFloat.
 */
package org.orbitmc.programs.seq;

public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.1 + 0.2, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 1e-7, 1e-3, 9.99e-4, 0.001, 1234567.0, 9999999.0, 1e7, 12345678.9,
                1e21, 1e22, 1e23, 2e23, 100.0, 1.0E10, 123456789012345680.0, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
                Double.MIN_NORMAL / 3, 2.2250738585072014E-308 - 4.9E-324, 5e-324 * 3, Math.PI, Math.E, -0.0, 1.0, -1.5,
                4.35, 0.035, 2.675, 1.005, 9007199254740993.0, 9007199254740992.0, 4.9e-324, 1.7976931348623157e308 / 2,
                Math.pow(2, 60), Math.pow(2, -20), 1e15, 1e16, 1e17, 5e-5, 123e-10, 0.5, 0.25, 0.1 * 3, 100.0 / 3, 2.0E-3, 1.0E-5};
        for (double d : ds) {
            String s = Double.toString(d);
            double back = Double.parseDouble(s);
            System.out.println(s + "  (bits " + Long.toHexString(Double.doubleToLongBits(d)) + ", round trip " + (back == d || Double.isNaN(d)) + ")");
        }
        float[] fs = {1.1f, 0.1f, 0.1f + 0.2f, 3.4028235E38f, 1.0E-45f, 1.17549435E-38f, Float.MIN_NORMAL / 7, 16777216f, 16777217f, 1e7f, 9999999f,
                1.0E10f, 0.001f, 0.0009999f, 3.0f / 7, (float) Math.PI, 100f, 1.0E-10f, 33554430f, 2.5e-3f, 8.589973e9f, 1.0e23f};
        for (float f : fs) {
            String s = Float.toString(f);
            System.out.println(s + "  (bits " + Integer.toHexString(Float.floatToIntBits(f)) + ", as double " + (double) f + ", round trip " + (Float.parseFloat(s) == f)
                    + ")");
        }
        double x = 0;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            x += 0.1;
            sb.append(x).append(' ');
        }
        System.out.println("accumulate 0.1: " + sb.toString().trim());
        float y = 0;
        sb.setLength(0);
        for (int i = 0; i < 12; i++) {
            y += 0.1f;
            sb.append(y).append(' ');
        }
        System.out.println("accumulate 0.1f: " + sb.toString().trim());
        double p = 1;
        sb.setLength(0);
        for (int i = 0; i < 25; i++) {
            sb.append(p).append(' ');
            p *= 10;
        }
        System.out.println("powers of ten: " + sb.toString().trim());
        p = 1;
        sb.setLength(0);
        for (int i = 0; i < 12; i++) {
            p /= 10;
            sb.append(p).append(' ');
        }
        System.out.println("negative powers: " + sb.toString().trim());
        double sub = Double.MIN_VALUE;
        sb.setLength(0);
        for (int i = 0; i < 8; i++) {
            sb.append(sub).append(' ');
            sub *= 7;
        }
        System.out.println("subnormal ladder: " + sb.toString().trim());
        System.out.println("valueOf/concat agree: " + String.valueOf(0.1 + 0.2).equals("" + (0.1 + 0.2)) + " Double.toString(1e-3)=" + Double.toString(1e-3)
                + " Float 1e-3=" + 1e-3f + " hex " + Double.toHexString(0.1) + " " + Float.toHexString(1.1f) + " " + Double.toHexString(-Double.MIN_VALUE));
    }
}
