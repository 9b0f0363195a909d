package org.orbitmc.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The default time zone found as the JDK's TimeZone_md.c finds it on Linux, on a file system the test makes. */
class HostTimeZoneTest {
    @TempDir
    Path root;

    private Path etc() throws IOException {
        return Files.createDirectories(root.resolve("etc"));
    }

    private Path zoneinfo() throws IOException {
        Path z = Files.createDirectories(root.resolve("zoneinfo"));
        Files.createDirectories(z.resolve("Europe"));
        Files.createDirectories(z.resolve("Asia"));
        Files.write(z.resolve("Europe/Paris"), new byte[] {1, 2, 3});
        Files.write(z.resolve("Asia/Tokyo"), new byte[] {4, 5, 6});
        Files.write(z.resolve("posixrules"), new byte[] {4, 5, 6});
        return z;
    }

    @Test
    void theTzVariableComesFirstWithoutItsColonAndPosixPrefix() throws IOException {
        Path etc = etc();
        Files.writeString(etc.resolve("timezone"), "Europe/Paris\n");
        assertEquals("Asia/Tokyo", new HostTimeZone("Asia/Tokyo", etc, zoneinfo()).systemTimeZoneId());
        assertEquals("Asia/Tokyo", new HostTimeZone(":Asia/Tokyo", etc, zoneinfo()).systemTimeZoneId());
        assertEquals("America/Chicago", new HostTimeZone("posix/America/Chicago", etc, zoneinfo()).systemTimeZoneId());
        assertEquals("Nowhere/Land", new HostTimeZone("Nowhere/Land", etc, zoneinfo()).systemTimeZoneId());
    }

    @Test
    void thenEtcTimezoneThenTheLocaltimeLink() throws IOException {
        Path etc = etc();
        Path zoneinfo = zoneinfo();
        Files.createSymbolicLink(etc.resolve("localtime"), zoneinfo.resolve("Asia/Tokyo"));
        assertEquals("Asia/Tokyo", new HostTimeZone(null, etc, zoneinfo).systemTimeZoneId());
        Files.writeString(etc.resolve("timezone"), "Europe/Paris\n");
        assertEquals("Europe/Paris", new HostTimeZone("", etc, zoneinfo).systemTimeZoneId());
    }

    @Test
    void aCopiedLocaltimeIsFoundByItsContentsAndNothingIsNull() throws IOException {
        Path etc = etc();
        Path zoneinfo = zoneinfo();
        assertNull(new HostTimeZone(null, etc, zoneinfo).systemTimeZoneId());
        Files.write(etc.resolve("localtime"), new byte[] {4, 5, 6});
        assertEquals("Asia/Tokyo", new HostTimeZone(null, etc, zoneinfo).systemTimeZoneId()); // not posixrules
    }

    @Test
    void gmtOffsetIdsAsTheNativeFormatsThem() {
        assertEquals("GMT", HostTimeZone.gmtOffsetId(0));
        assertEquals("GMT+05:30", HostTimeZone.gmtOffsetId(19_800));
        assertEquals("GMT-03:00", HostTimeZone.gmtOffsetId(-10_800));
    }
}
