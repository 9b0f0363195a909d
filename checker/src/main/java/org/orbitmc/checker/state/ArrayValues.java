package org.orbitmc.checker.state;

import java.util.Arrays;
import java.util.function.IntConsumer;

/**
 * Appends an array's length and primitive elements as ints (packed: four bytes, two chars or shorts to an int);
 * a reference array gives only its length, its elements being written by the caller as canonical numbers.
 */
final class ArrayValues {
    private ArrayValues() {
    }

    /** Whether two primitive or reference payloads have equal elements. */
    static boolean equal(Object a, Object b) {
        if (a instanceof int[] x && b instanceof int[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof char[] x && b instanceof char[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof short[] x && b instanceof short[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof long[] x && b instanceof long[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof double[] x && b instanceof double[] y) {
            return Arrays.equals(x, y);
        }
        if (a instanceof float[] x && b instanceof float[] y) {
            return Arrays.equals(x, y);
        }
        return false;
    }

    static void append(Object payload, boolean referenceElements, IntConsumer out) {
        if (payload instanceof int[] a) {
            out.accept(a.length);
            if (!referenceElements) {
                for (int v : a) {
                    out.accept(v);
                }
            }
        } else if (payload instanceof byte[] a) {
            out.accept(a.length);
            for (int i = 0; i < a.length; i += 4) {
                int v = 0;
                for (int j = i; j < Math.min(a.length, i + 4); j++) {
                    v |= (a[j] & 0xFF) << ((j - i) * 8);
                }
                out.accept(v);
            }
        } else if (payload instanceof char[] a) {
            out.accept(a.length);
            for (int i = 0; i < a.length; i += 2) {
                out.accept(a[i] | (i + 1 < a.length ? a[i + 1] << 16 : 0));
            }
        } else if (payload instanceof short[] a) {
            out.accept(a.length);
            for (int i = 0; i < a.length; i += 2) {
                out.accept((a[i] & 0xFFFF) | (i + 1 < a.length ? a[i + 1] << 16 : 0));
            }
        } else if (payload instanceof long[] a) {
            out.accept(a.length);
            for (long v : a) {
                out.accept((int) v);
                out.accept((int) (v >>> 32));
            }
        } else if (payload instanceof double[] a) {
            out.accept(a.length);
            for (double d : a) {
                long v = Double.doubleToRawLongBits(d);
                out.accept((int) v);
                out.accept((int) (v >>> 32));
            }
        } else {
            float[] a = (float[]) payload;
            out.accept(a.length);
            for (float f : a) {
                out.accept(Float.floatToRawIntBits(f));
            }
        }
    }
}
