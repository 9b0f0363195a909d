package org.orbitmc.vm.gc;

import java.util.ArrayList;
import java.util.List;

/** Methods javac compiles with locals of mixed types and slots reused across scopes; analyzed by {@link RefMapTest}. */
final class RefMapFixture {
    private RefMapFixture() {
    }

    static long scopes(boolean flag, long seed, Object given) {
        long result = seed;
        if (flag) {
            String s = "a" + seed;
            long l = s.length();
            result += l + s.hashCode();
        } else {
            long l = seed * 3;
            String s = String.valueOf(l);
            double d = s.length() / 2.0;
            result += (long) d;
        }
        for (int i = 0; i < 3; i++) {
            Object o = new int[] {i};
            double d = i * 1.5;
            result += o.hashCode() + (long) d;
        }
        {
            int a = 1;
            int b = 2;
            result += a + b;
        }
        {
            Object a = given;
            List<Object> b = new ArrayList<>();
            b.add(a);
            result += b.size();
        }
        return result;
    }

    static String handlers(int n) {
        StringBuilder out = new StringBuilder();
        try {
            long wide = n;
            out.append(wide);
            if (n > 3) {
                throw new IllegalStateException("big");
            }
        } catch (IllegalStateException e) {
            double d = n;
            out.append(e.getMessage()).append(d);
        } finally {
            int k = n * 2;
            out.append(k);
        }
        return out.toString();
    }

    double instance(double x, String label, long y, int[] values, float f) {
        double sum = x + y + f;
        for (int v : values) {
            String s = label + v;
            sum += s.length();
        }
        Object self = this;
        return sum + self.hashCode();
    }
}
