package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.UUID;

/**
 * Byte-array view VarHandles (MethodHandles.byteArrayViewVarHandle) in both byte orders, and what the JDK builds on
 * them: MessageDigest (MD5, SHA-1, SHA-256, SHA-512), UUIDs, temporary files.
 */
public class DigestsAndViews {
    static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
    static final VarHandle LONG_LE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    static final VarHandle SHORT_LE = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN).withInvokeExactBehavior();

    public static void main(String[] args) throws Exception {
        byte[] b = new byte[12];
        INT_BE.set(b, 1, 0x01020304);
        LONG_LE.set(b, 4, 0x1122334455667788L);
        SHORT_LE.set(b, 0, (short) -2);
        System.out.println(HexFormat.of().formatHex(b));
        System.out.println(Integer.toHexString((int) INT_BE.get(b, 3)) + " " + Long.toHexString((long) LONG_LE.get(b, 3)) + " "
                + (short) SHORT_LE.get(b, 10));
        try {
            INT_BE.get(b, 9);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            MethodHandles.byteArrayViewVarHandle(int.class, ByteOrder.BIG_ENDIAN);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        byte[] input = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        for (String algorithm : new String[] {"MD5", "SHA-1", "SHA-256", "SHA-512"}) {
            System.out.println(algorithm + " " + HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(input)));
        }
        System.out.println(UUID.nameUUIDFromBytes(input));
        UUID random = UUID.randomUUID();
        System.out.println(random.version() + " " + random.variant() + " " + random.toString().length());
        Path temp = Files.createTempFile("orbit", ".txt");
        Files.writeString(temp, "temporary");
        System.out.println(temp.getFileName().toString().startsWith("orbit") + " " + Files.readString(temp));
        Files.delete(temp);
        System.out.println(Files.exists(temp));
    }
}
