package org.orbitmc.natives.guest;

import java.io.InputStream;

/** Runs inside the Orbit VM as {@code System.in}, reading the host's standard input. */
public final class HostInputStream extends InputStream {
    private static native int read0(byte[] into, int off, int len);

    @Override
    public int read() {
        byte[] one = new byte[1];
        int n = read0(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) {
        if (off < 0 || len < 0 || off + len > b.length) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        return read0(b, off, len);
    }
}
