package org.orbitmc.natives;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * The host's default time zone as the JDK's native code finds it on Linux (TimeZone_md.c,
 * {@code getSystemTimeZoneID}): the {@code TZ} variable, else {@code /etc/timezone}, else the zone
 * {@code /etc/localtime} links to, else the zoneinfo file it is a copy of; a leading ':' and a "posix/" prefix
 * dropped. Read-only and computed from the given environment and file system, so tests can give their own.
 */
public final class HostTimeZone {
    private final String tz;
    private final Path etc;
    private final Path zoneinfo;

    /** @param tz the TZ variable (null when unset) */
    public HostTimeZone(String tz, Path etc, Path zoneinfo) {
        this.tz = tz;
        this.etc = etc;
        this.zoneinfo = zoneinfo;
    }

    /** The host's, as {@code java} started now would see it. */
    public static HostTimeZone ofHost() {
        return new HostTimeZone(System.getenv("TZ"), Path.of("/etc"), Path.of("/usr/share/zoneinfo"));
    }

    /** The zone ID, or null when none is found (java then uses the GMT offset ID). */
    public String systemTimeZoneId() {
        String id = tz;
        if (id == null || id.isEmpty()) {
            id = platformTimeZoneId();
        }
        if (id == null) {
            return null;
        }
        if (id.startsWith(":")) {
            id = id.substring(1);
        }
        if (id.startsWith("posix/")) {
            id = id.substring("posix/".length());
        }
        return id;
    }

    private String platformTimeZoneId() {
        try {
            Path timezone = etc.resolve("timezone");
            if (Files.isRegularFile(timezone)) {
                List<String> lines = Files.readAllLines(timezone, StandardCharsets.ISO_8859_1);
                if (!lines.isEmpty() && !lines.get(0).isEmpty()) {
                    return lines.get(0);
                }
            }
            Path localtime = etc.resolve("localtime");
            if (Files.isSymbolicLink(localtime)) {
                String link = Files.readSymbolicLink(localtime).toString();
                int at = link.indexOf("zoneinfo/");
                return at < 0 ? null : link.substring(at + "zoneinfo/".length());
            }
            if (!Files.isRegularFile(localtime, LinkOption.NOFOLLOW_LINKS)) {
                return null;
            }
            return sameZoneinfoFile(Files.readAllBytes(localtime));
        } catch (IOException e) {
            return null;
        }
    }

    /** The zone whose zoneinfo file has these contents, as findZoneinfoFile searches (skipping posixrules, localtime, ...). */
    private String sameZoneinfoFile(byte[] contents) throws IOException {
        if (!Files.isDirectory(zoneinfo)) {
            return null;
        }
        try (Stream<Path> files = Files.walk(zoneinfo)) {
            return files.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .filter(p -> !List.of("ROC", "posixrules", "localtime").contains(p.getFileName().toString()))
                    .sorted()
                    .filter(p -> sameContents(p, contents))
                    .map(p -> zoneinfo.relativize(p).toString())
                    .findFirst().orElse(null);
        }
    }

    private static boolean sameContents(Path p, byte[] contents) {
        try {
            return Files.size(p) == contents.length && Arrays.equals(Files.readAllBytes(p), contents);
        } catch (IOException e) {
            return false;
        }
    }

    /** TimeZone.getSystemGMTOffsetID: the host zone's offset now, "GMT" or "GMT+hh:mm" as the JDK's native formats it. */
    public static String gmtOffsetId(int offsetSeconds) {
        if (offsetSeconds == 0) {
            return "GMT";
        }
        char sign = offsetSeconds > 0 ? '+' : '-';
        int abs = Math.abs(offsetSeconds);
        return String.format("GMT%c%02d:%02d", sign, abs / 3600, abs % 3600 / 60);
    }
}
