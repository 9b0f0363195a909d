package org.orbitmc.vm.heap;

/** Operations on the host arrays that hold the elements of guest arrays. */
public final class ArrayPayloads {
    private ArrayPayloads() {
    }

    /** A zeroed payload for {@code length} elements of the component descriptor character. */
    public static Object create(char componentKind, int length) {
        switch (componentKind) {
            case 'Z':
            case 'B':
                return new byte[length];
            case 'C':
                return new char[length];
            case 'S':
                return new short[length];
            case 'I':
            case 'L':
            case '[':
                return new int[length];
            case 'J':
                return new long[length];
            case 'F':
                return new float[length];
            case 'D':
                return new double[length];
            default:
                throw new IllegalArgumentException("no arrays of " + componentKind);
        }
    }

    public static int length(Object payload) {
        if (payload instanceof int[] a) {
            return a.length;
        } else if (payload instanceof byte[] a) {
            return a.length;
        } else if (payload instanceof char[] a) {
            return a.length;
        } else if (payload instanceof long[] a) {
            return a.length;
        } else if (payload instanceof double[] a) {
            return a.length;
        } else if (payload instanceof float[] a) {
            return a.length;
        } else {
            return ((short[]) payload).length;
        }
    }

    public static Object copy(Object payload) {
        if (payload instanceof int[] a) {
            return a.clone();
        } else if (payload instanceof byte[] a) {
            return a.clone();
        } else if (payload instanceof char[] a) {
            return a.clone();
        } else if (payload instanceof long[] a) {
            return a.clone();
        } else if (payload instanceof double[] a) {
            return a.clone();
        } else if (payload instanceof float[] a) {
            return a.clone();
        } else {
            return ((short[]) payload).clone();
        }
    }

    /** Element {@code i} as a slot value (float and double as raw bits, references as refs). */
    public static long get(Object payload, int i) {
        if (payload instanceof int[] a) {
            return a[i];
        } else if (payload instanceof byte[] a) {
            return a[i];
        } else if (payload instanceof char[] a) {
            return a[i];
        } else if (payload instanceof long[] a) {
            return a[i];
        } else if (payload instanceof double[] a) {
            return Double.doubleToRawLongBits(a[i]);
        } else if (payload instanceof float[] a) {
            return Float.floatToRawIntBits(a[i]);
        } else {
            return ((short[]) payload)[i];
        }
    }

    /** Stores a slot value as {@link #get} returns it into element {@code i}. */
    public static void set(Object payload, int i, long v) {
        if (payload instanceof int[] a) {
            a[i] = (int) v;
        } else if (payload instanceof byte[] a) {
            a[i] = (byte) v;
        } else if (payload instanceof char[] a) {
            a[i] = (char) v;
        } else if (payload instanceof long[] a) {
            a[i] = v;
        } else if (payload instanceof double[] a) {
            a[i] = Double.longBitsToDouble(v);
        } else if (payload instanceof float[] a) {
            a[i] = Float.intBitsToFloat((int) v);
        } else {
            ((short[]) payload)[i] = (short) v;
        }
    }
}
