package org.orbitmc.vm.heap;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

import org.orbitmc.vm.classes.ClassInfo;

/**
 * Identity hash codes as HotSpot makes them by default ({@code -XX:hashCode=5}, {@code ObjectSynchronizer::get_next_hash}):
 * each thread draws from its own Marsaglia xor-shift generator, whose first word is {@code os::random()} (Park and
 * Miller's minimal standard generator, seeded with 1234567) drawn when the thread is made, and whose other three words
 * are constants. A hash is the generator's next word masked to 31 bits ({@code 0xBAD} for zero).
 *
 * <p>{@code orbit run} gives the main thread HotSpot's main-thread generator after the {@value #JDK_BOOT_HASHES} hashes
 * the JDK 17 launcher's start-up draws on it (with the default class-data archive, whose objects carry their hashes), so a
 * program that prints default {@code toString}s or iterates identity-hashed sets prints what {@code java} prints. Other
 * threads draw the following {@code os::random()} words; on HotSpot those depend on how many threads the JVM made for
 * itself (collector and compiler threads: per machine), so only the main thread's hashes can match.
 *
 * <p>HotSpot also draws one hash on the loading thread for each class it loads from outside its class-data archive
 * (measured: each further class of the program, each JDK class not in the JDK's {@code lib/classlist}), so such a load
 * advances the generator here too ({@link #drawsOnLoad}). The classes HotSpot spins at run time (lambdas, string
 * concatenation, method handle forms) draw hashes of their own that Orbit's generated classes do not follow.
 */
public final class HotSpotHashes {
    /** Hashes JDK 17's start-up draws on the main thread before {@code main} (measured: {@code java -ea -Xshare:auto}). */
    static final int JDK_BOOT_HASHES = 7;
    private static final int Y = 842502087;
    private static final int Z = 0x8767;
    private static final int W = 273326509;
    private int random = 1234567;
    /** The classes in the JDK's default class-data archive (its {@code lib/classlist}), read when first needed. */
    private Set<String> archived;

    /** The generator of the main thread as {@code main} starts. */
    public int[] mainThread() {
        int[] state = newThread();
        for (int i = 0; i < JDK_BOOT_HASHES; i++) {
            next(state);
        }
        return state;
    }

    /** A new thread's generator: the next {@code os::random()} word and HotSpot's constants. */
    public int[] newThread() {
        random = (int) ((random & 0xFFFFFFFFL) * 16807 % 2147483647);
        return new int[] {random, Y, Z, W};
    }

    /**
     * Whether HotSpot draws a hash when it loads {@code c}: a class of the program, or of the JDK but not in its
     * archive. Not an array, a class Orbit generated or one of Orbit's own guest classes (HotSpot has no such class).
     */
    public boolean drawsOnLoad(ClassInfo c) {
        String name = c.name();
        if (c.isArray() || c.isPrimitive() || c.isHidden() || name.startsWith("org/orbitmc/generated/")
                || name.startsWith("org/orbitmc/natives/guest/")) {
            return false;
        }
        return !c.isJdk() || !archived().contains(name);
    }

    private Set<String> archived() {
        if (archived == null) {
            archived = new HashSet<>();
            try {
                for (String line : Files.readAllLines(Path.of(System.getProperty("java.home"), "lib", "classlist"))) {
                    if (!line.startsWith("#") && !line.startsWith("@")) {
                        archived.add(line.trim());
                    }
                }
            } catch (IOException e) {
                // No list: every JDK class counts as archived (the launcher's own classes nearly all are).
            }
        }
        return archived;
    }

    /** The next identity hash from a thread's generator, which advances. */
    public static int next(int[] s) {
        int t = s[0];
        t ^= t << 11;
        s[0] = s[1];
        s[1] = s[2];
        s[2] = s[3];
        int v = s[3];
        v = (v ^ (v >>> 19)) ^ (t ^ (t >>> 8));
        s[3] = v;
        int hash = v & 0x7FFFFFFF;
        return hash == 0 ? 0xBAD : hash;
    }
}
