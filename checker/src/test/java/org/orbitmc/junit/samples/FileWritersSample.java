package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.logging.Logger;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/**
 * Two threads write one temporary file (issue 11's acceptance): appends under a lock, logged with java.util.logging,
 * keep both lines; two writers that each replace the file without a lock lose one.
 */
@ExtendWith(SamplesOnly.class)
class FileWritersSample {
    private static final Logger LOG = Logger.getLogger("file-writers");

    @ModelCheck
    void synchronizedAppendsKeepBothLines() throws Exception {
        Path file = Files.createTempFile("orbit-sample", ".txt");
        Object lock = new Object();
        Thread a = new Thread(() -> append(file, lock, "a"), "a");
        Thread b = new Thread(() -> append(file, lock, "b"), "b");
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> lines = Files.readAllLines(file);
        assertEquals(2, lines.size(), "lines " + lines);
        assertTrue(lines.containsAll(List.of("a", "b")), "lines " + lines);
    }

    @ModelCheck
    void unsynchronizedWritersLoseALine() throws Exception {
        Path file = Files.createTempFile("orbit-sample", ".txt");
        Thread a = new Thread(() -> replaceWithOwnLine(file, "a"), "a");
        Thread b = new Thread(() -> replaceWithOwnLine(file, "b"), "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, Files.readAllLines(file).size(), "lines");
    }

    private static void append(Path file, Object lock, String line) {
        synchronized (lock) {
            try {
                Files.writeString(file, line + "\n", StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            LOG.fine("appended " + line);
        }
    }

    /** Reads the file and writes it back with one more line: a lost update when two threads interleave. */
    private static void replaceWithOwnLine(Path file, String line) {
        try {
            String before = Files.readString(file);
            Files.writeString(file, before + line + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
