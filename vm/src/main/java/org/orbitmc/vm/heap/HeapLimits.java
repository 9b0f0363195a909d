package org.orbitmc.vm.heap;

/**
 * The allocation limits of the guest heap, as HotSpot (64-bit, compressed class pointers) applies them: an array
 * longer than {@link #MAX_ARRAY_LENGTH} is "Requested array size exceeds VM limit"; an allocation larger than the
 * heap the program is told it has ({@code Runtime.maxMemory()}) is "Java heap space". Live objects are not
 * summed: only a single allocation (a whole multi-dimensional array counts as one) is checked.
 */
public final class HeapLimits {
    /** The heap size the program sees as Runtime.maxMemory(), and the largest allocation it can make. */
    public static final long MAX_HEAP_BYTES = 256L << 20;
    /** HotSpot's arrayOopDesc::max_array_length: Integer.MAX_VALUE minus the two header words. */
    public static final int MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 2;
    private static final long HEADER_BYTES = 16;

    private HeapLimits() {
    }

    /** The bytes HotSpot gives an array of {@code length} elements of the component descriptor character (8-aligned). */
    public static long arrayBytes(char componentKind, long length) {
        long element = switch (componentKind) {
            case 'Z', 'B' -> 1;
            case 'C', 'S' -> 2;
            case 'I', 'F', 'L', '[' -> 4;
            default -> 8;
        };
        return (HEADER_BYTES + length * element + 7) & ~7L;
    }

    /**
     * Why allocating a multi-dimensional array with these lengths (from dimension {@code from}, component descriptor
     * of each level given by {@code kinds}) fails on HotSpot, or null if it fits: the levels are allocated outermost
     * first, and a level is allocated only when every level outside it has elements.
     */
    public static String failure(char[] kinds, int[] lengths, int from) {
        long total = 0;
        long count = 1;
        for (int i = from; i < lengths.length && count > 0; i++) {
            if (lengths[i] > MAX_ARRAY_LENGTH) {
                return "Requested array size exceeds VM limit";
            }
            total += count * arrayBytes(kinds[i - from], lengths[i]);
            if (total > MAX_HEAP_BYTES) {
                return "Java heap space";
            }
            count *= lengths[i];
        }
        return null;
    }
}
