package org.orbitmc.checker.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import org.orbitmc.checker.search.CheckResult;

/**
 * The exact state and transition counts of each concurrent program's check under the default reductions, pinned in
 * {@code conc/counts.txt} (TLC-style): any change to what the search explores shows up as a failing test, and then
 * as a reviewed diff of that file. {@code -Dorbit.regenerate=true} writes the counts a run measured instead of
 * comparing (run the whole ConcurrentCheckTest, so that no program is dropped from the file).
 */
final class PinnedCounts {
    static final boolean REGENERATE = Boolean.getBoolean("orbit.regenerate");
    private static final String RESOURCE = "/org/orbitmc/programs/conc/counts.txt";
    private static final Path SOURCE = Path.of("..", "test-programs", "src", "main", "resources", "org", "orbitmc", "programs",
            "conc", "counts.txt");
    private static final Map<String, String> measured = new TreeMap<>();

    private PinnedCounts() {
    }

    /** The pinned counts of {@code program} ({@code states transitions}), or null when none are pinned. */
    static String pinned(String program) {
        try (InputStream in = PinnedCounts.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return null;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] f = line.split("\t");
                if (f.length == 3 && f[0].equals(program)) {
                    return f[1] + " " + f[2];
                }
            }
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String counts(CheckResult r) {
        return r.statistics().statesStored() + " " + r.statistics().transitions();
    }

    static synchronized void measured(String program, CheckResult r) {
        measured.put(program, counts(r));
    }

    /** Writes what this run measured into the source tree's counts.txt. */
    static synchronized void write() {
        StringBuilder text = new StringBuilder();
        measured.forEach((program, counts) -> text.append(program).append('\t').append(counts.replace(' ', '\t')).append('\n'));
        try {
            Files.writeString(SOURCE, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
