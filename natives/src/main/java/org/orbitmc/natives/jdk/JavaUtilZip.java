package org.orbitmc.natives.jdk;

import org.orbitmc.vm.natives.NativeRegistry;

/** java.util.zip.CRC32 without loading the zip library: the checksum computed in Java. */
public final class JavaUtilZip {
    private static final int[] TABLE = new int[256];

    static {
        for (int n = 0; n < 256; n++) {
            int c = n;
            for (int k = 0; k < 8; k++) {
                c = (c & 1) != 0 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
            }
            TABLE[n] = c;
        }
    }

    private JavaUtilZip() {
    }

    public static void register(NativeRegistry r) {
        String c = "java/util/zip/CRC32";
        r.bind(c, "<clinit>", "()V", (vm, a) -> 0);
        r.bind(c, "update", "(II)I", (vm, a) -> update(a.intAt(0), new byte[] {(byte) a.intAt(1)}, 0, 1));
        r.bind(c, "updateBytes0", "(I[BII)I", (vm, a) -> update(a.intAt(0), (byte[]) vm.heap().get(a.refAt(1)).array, a.intAt(2), a.intAt(3)));
    }

    static int update(int crc, byte[] bytes, int off, int len) {
        int c = ~crc;
        for (int i = off; i < off + len; i++) {
            c = TABLE[(c ^ bytes[i]) & 0xFF] ^ (c >>> 8);
        }
        return ~c;
    }
}
