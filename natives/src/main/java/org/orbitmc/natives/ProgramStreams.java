package org.orbitmc.natives;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * The host side of the program's standard streams. Text is encoded in the host's default charset, as
 * {@code java} encodes System.out. Nothing is buffered here: each write of the program reaches the host stream
 * (and is flushed) before the program goes on, so output shows as it is written, even when the program then
 * hangs or is killed, and stdout and stderr keep their order on a shared terminal. This costs one host write per
 * print call, little next to interpreting the call; under {@code orbit check} the sinks are in-memory buffers.
 */
public final class ProgramStreams {
    private final OutputStream[] sinks;
    private final InputStream in;
    private final Charset charset = Charset.defaultCharset();

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
        OutputStream sink = sinks[fd - 1];
        try {
            sink.write(bytes, off, len);
            sink.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void flush(int fd) {
        try {
            sinks[fd - 1].flush();
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
        try {
            return in.read(into, off, len);
        } catch (IOException e) {
            return -1;
        }
    }
}
