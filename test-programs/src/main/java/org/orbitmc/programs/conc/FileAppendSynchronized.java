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
    static final String PATH = LOG.getPath();

    static synchronized void append(byte[] text) {
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
