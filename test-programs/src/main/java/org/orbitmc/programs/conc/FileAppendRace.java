/*
 * Two threads each append one line to the same file, unbuffered and without a lock: the text, then the line end,
 * in two writes (as an unbuffered PrintStream or a FileOutputStream written piece by piece does).
 *
 * Verdict: errors (assertion). O_APPEND makes each write land at the end, but not the pair: when the other thread's
 * text comes between, the file reads "AB\n\n" instead of two whole lines. The file lives in the program's state
 * under orbit check (nothing reaches the disk); main deletes it at the end.
 */
package org.orbitmc.programs.conc;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

public class FileAppendRace {
    static final File LOG = new File(System.getProperty("java.io.tmpdir"), "orbit-FileAppendRace.log");
    static final String PATH = LOG.getPath();

    static void append(byte[] text) {
        try (FileOutputStream out = new FileOutputStream(PATH, true)) {
            out.write(text);
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        LOG.delete();
        byte[] a1 = {'A'};
        byte[] b1 = {'B'};
        Thread a = new Thread(() -> append(a1));
        Thread b = new Thread(() -> append(b1));
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> lines = Files.readAllLines(LOG.toPath());
        LOG.delete();
        assert lines.size() == 2 && lines.containsAll(List.of("A", "B")) : "garbled log: " + lines;
    }
}
