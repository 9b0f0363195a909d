package org.orbitmc;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Explicit nondeterminism and checks for programs checked by Orbit. Under {@code orbit check} every
 * value a {@code random} method can return is explored; under {@code orbit run} the first one is taken
 * (false, or {@code lo}); on an ordinary JVM the values are random.
 */
public final class Verify {
    private Verify() {
    }

    /** Either value: both are explored. */
    public static boolean randomBoolean() {
        return ThreadLocalRandom.current().nextBoolean();
    }

    /** Any value from {@code lo} to {@code hi}, both included: every one is explored. */
    public static int randomInt(int lo, int hi) {
        if (lo > hi) {
            throw new IllegalArgumentException("empty range " + lo + ".." + hi);
        }
        return lo + ThreadLocalRandom.current().nextInt(hi - lo + 1);
    }

    /** Fails the path (an assertion error) when {@code condition} is false, whether or not assertions are enabled. */
    public static void check(boolean condition, String message) {
        if (!condition) {
            throw new AssertionError(message);
        }
    }
}
