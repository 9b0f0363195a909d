package org.orbitmc.checker.store;

import java.util.function.ToLongFunction;

/** What the stripes of a store or pool for parallel searches hold in all, each read under its own lock. */
final class Stripes {
    private Stripes() {
    }

    static <T> long bytesUsed(T[] stripes, ToLongFunction<T> bytes) {
        long used = 0;
        for (T stripe : stripes) {
            synchronized (stripe) {
                used += bytes.applyAsLong(stripe);
            }
        }
        return used;
    }
}
