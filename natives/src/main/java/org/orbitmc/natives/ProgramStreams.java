package org.orbitmc.natives;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * The host side of the program's standard streams. Text is encoded in the host's default charset, as
 * {@code java} encodes System.out. Output is buffered; a write to one stream flushes the other first
 * so that their order survives on a shared terminal.
 */
public final class ProgramStreams {
    private static final int BUFFER = 1 << 14;

    private final OutputStream[] sinks;
    private final byte[][] buffers = new byte[2][BUFFER];
    private final int[] counts = new int[2];
    private final InputStream in;
    private final Charset charset = Charset.defaultCharset();
    private int last = -1;

    public ProgramStreams(OutputStream out, OutputStream err, InputStream in) {
        this.sinks = new OutputStream[] {out, err};
        this.in = in;
    }

    /** fd 1 is stdout, 2 is stderr. */
    public void write(int fd, String text) {
        byte[] bytes = text.getBytes(charset);
        write(fd, bytes, 0, bytes.length);
    }

    public void write(int fd, byte[] bytes, int off, int len) {
        int i = fd - 1;
        if (last >= 0 && last != i) {
            flush(last + 1);
        }
        last = i;
        if (counts[i] + len > BUFFER) {
            flush(fd);
            if (len > BUFFER) {
                writeThrough(i, bytes, off, len);
                return;
            }
        }
        System.arraycopy(bytes, off, buffers[i], counts[i], len);
        counts[i] += len;
    }

    private void writeThrough(int i, byte[] bytes, int off, int len) {
        try {
            sinks[i].write(bytes, off, len);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void flush(int fd) {
        int i = fd - 1;
        try {
            if (counts[i] > 0) {
                sinks[i].write(buffers[i], 0, counts[i]);
                counts[i] = 0;
            }
            sinks[i].flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void flushAll() {
        flush(1);
        flush(2);
    }

    /** Reads up to len bytes of the program's standard input; -1 at its end. */
    public int read(byte[] into, int off, int len) {
        flushAll();
        try {
            return in.read(into, off, len);
        } catch (IOException e) {
            return -1;
        }
    }
}
