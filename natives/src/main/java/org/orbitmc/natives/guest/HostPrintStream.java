package org.orbitmc.natives.guest;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Runs inside the Orbit VM as {@code System.out} and {@code System.err}: every method turns its
 * argument into text with the JDK's own {@code String.valueOf} (interpreted, so output is exactly the
 * JDK's) and hands it to the host in one native call, instead of interpreting the JDK's encoder stack.
 * The VM creates instances without running a constructor and sets {@link #fd}.
 */
public final class HostPrintStream extends PrintStream {
    private final int fd;

    private HostPrintStream(OutputStream unused, int fd) {
        super(unused);
        this.fd = fd;
    }

    private static native void write0(int fd, String text);

    private static native void writeBytes0(int fd, byte[] bytes, int off, int len);

    private static native void flush0(int fd);

    private void text(String s) {
        write0(fd, s);
    }

    private void line(String s) {
        write0(fd, s.concat(System.lineSeparator()));
    }

    @Override
    public void print(boolean b) {
        text(String.valueOf(b));
    }

    @Override
    public void print(char c) {
        text(String.valueOf(c));
    }

    @Override
    public void print(int i) {
        text(String.valueOf(i));
    }

    @Override
    public void print(long l) {
        text(String.valueOf(l));
    }

    @Override
    public void print(float f) {
        text(String.valueOf(f));
    }

    @Override
    public void print(double d) {
        text(String.valueOf(d));
    }

    @Override
    public void print(char[] s) {
        text(new String(s));
    }

    @Override
    public void print(String s) {
        text(String.valueOf(s));
    }

    @Override
    public void print(Object obj) {
        text(String.valueOf(obj));
    }

    @Override
    public void println() {
        text(System.lineSeparator());
    }

    @Override
    public void println(boolean x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(char x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(int x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(long x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(float x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(double x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(char[] x) {
        line(new String(x));
    }

    @Override
    public void println(String x) {
        line(String.valueOf(x));
    }

    @Override
    public void println(Object x) {
        line(String.valueOf(x));
    }

    @Override
    public PrintStream printf(String format, Object... args) {
        text(String.format(format, args));
        return this;
    }

    @Override
    public PrintStream printf(Locale l, String format, Object... args) {
        text(String.format(l, format, args));
        return this;
    }

    @Override
    public PrintStream format(String format, Object... args) {
        text(String.format(format, args));
        return this;
    }

    @Override
    public PrintStream format(Locale l, String format, Object... args) {
        text(String.format(l, format, args));
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq) {
        text(String.valueOf(csq));
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq, int start, int end) {
        text((csq == null ? "null" : csq).subSequence(start, end).toString());
        return this;
    }

    @Override
    public PrintStream append(char c) {
        text(String.valueOf(c));
        return this;
    }

    @Override
    public void write(int b) {
        writeBytes0(fd, new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        if (off < 0 || len < 0 || off + len > buf.length) {
            throw new IndexOutOfBoundsException();
        }
        writeBytes0(fd, buf, off, len);
    }

    @Override
    public void write(byte[] buf) {
        writeBytes0(fd, buf, 0, buf.length);
    }

    @Override
    public void writeBytes(byte[] buf) {
        writeBytes0(fd, buf, 0, buf.length);
    }

    @Override
    public void flush() {
        flush0(fd);
    }

    @Override
    public void close() {
        flush0(fd);
    }

    @Override
    public boolean checkError() {
        flush0(fd);
        return false;
    }
}
