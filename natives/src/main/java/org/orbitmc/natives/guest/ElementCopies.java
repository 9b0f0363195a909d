package org.orbitmc.natives.guest;

/**
 * Runs inside the Orbit VM: the copies of {@code System.arraycopy} and {@code Object.clone} when they read or write
 * memory other threads can reach. Their natives check the arguments and then continue here (see
 * {@code Vm.continueIn}), so that each element (each field of a cloned object) is read and written by its own native
 * call, a visible operation of its own: a concurrent writer interleaves between them as on a JVM, where a copy is
 * not atomic. The loop's position lives in this frame, hence in the program state.
 */
public final class ElementCopies {
    private ElementCopies() {
    }

    /** {@code System.arraycopy} once its arguments are checked; overlapping ranges copy as through a temporary. */
    static void arraycopy(Object src, int srcPos, Object dest, int destPos, int length) {
        boolean down = src == dest && srcPos < destPos;
        if (src instanceof Object[] from) {
            // References travel in Object variables, which the collector sees as roots between transitions.
            for (int k = 0; k < length; k++) {
                int i = down ? length - 1 - k : k;
                storeReference(dest, destPos + i, loadReference(from, srcPos + i), src);
            }
            return;
        }
        for (int k = 0; k < length; k++) {
            int i = down ? length - 1 - k : k;
            store(dest, destPos + i, load(src, srcPos + i));
        }
    }

    /** {@code Unsafe.copyMemory0} between heap arrays (its receiver first), one unit of {@link #unit} bytes at a time. */
    static void copyMemory(Object unsafe, Object src, long srcOffset, Object dest, long destOffset, long bytes) {
        int unit = unit(src, dest);
        boolean down = src == dest && srcOffset < destOffset;
        for (long k = 0; k < bytes; k += unit) {
            long i = down ? bytes - unit - k : k;
            storeBytes(dest, destOffset + i, unit, loadBytes(src, srcOffset + i, unit));
        }
    }

    /** The smaller element size of two arrays: a unit lies within one element of each. */
    private static native int unit(Object src, Object dest);

    /** {@code n} bytes of an array at an Unsafe offset, little-endian. */
    private static native long loadBytes(Object array, long offset, int n);

    private static native void storeBytes(Object array, long offset, int n, long value);

    /** {@code Object.clone} of a cloneable object or an array other threads can reach: one slot at a time. */
    static Object clone(Object original) {
        Object copy = blankCopy(original);
        int n = slotCount(original);
        for (int i = 0; i < n; i++) {
            copySlot(original, copy, i);
        }
        return copy;
    }

    /** Element {@code index} of a primitive array, as a slot value (float and double as raw bits). */
    private static native long load(Object array, int index);

    /** Stores a slot value as {@link #load} returns it into element {@code index} of a primitive array. */
    private static native void store(Object array, int index, long value);

    private static native Object loadReference(Object[] array, int index);

    /** Stores into a reference array, checking the value against its component type as arraycopy does. */
    private static native void storeReference(Object array, int index, Object value, Object source);

    /** A new object of the original's class (or a new array of its length), not yet filled. */
    private static native Object blankCopy(Object original);

    /** How many slots (array elements or instance field slots) {@link #copySlot} copies. */
    private static native int slotCount(Object original);

    /** Copies slot {@code i} of {@code original} into {@code copy}, which no other thread can reach yet. */
    private static native void copySlot(Object original, Object copy, int i);
}
