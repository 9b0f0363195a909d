/*
 * FileAppendRace with a lock: two threads each append one line to the same file in two writes, holding the same
 * monitor from opening the file to closing it.
 *
 * Verdict: no errors. The lines never interleave, whichever thread writes first.
 */
package org.orbitmc.programs.conc;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

public class FileAppendSynchronized {
    static final File LOG = new File(System.getProperty("java.io.tmpdir"), "orbit-FileAppendSynchronized.log");

    static synchronized void append(String text) {
        try (FileOutputStream out = new FileOutputStream(LOG, true)) {
            out.write(text.getBytes());
            out.write('\n');
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static void main(String[] args) throws Exception {
        LOG.delete();
        Thread a = new Thread(() -> append("A"));
        Thread b = new Thread(() -> append("B"));
        a.start();
        b.start();
        a.join();
        b.join();
        List<String> lines = Files.readAllLines(LOG.toPath());
        LOG.delete();
        assert lines.size() == 2 && lines.containsAll(List.of("A", "B")) : "garbled log: " + lines;
    }
}
