package org.orbitmc.checker.search;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as the command line writes them: a whole number and a unit, {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}. */
public final class DurationText {
    private static final Pattern DURATION = Pattern.compile("(\\d{1,12})(ms|s|m|h)");

    private DurationText() {
    }

    /** @throws IllegalArgumentException when the text is not a positive duration in that form */
    public static Duration parse(String text) {
        Matcher m = DURATION.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration (a whole number and ms, s, m or h, e.g. 30s)");
        }
        long n = Long.parseLong(m.group(1));
        Duration d = switch (m.group(2)) {
            case "ms" -> Duration.ofMillis(n);
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            default -> Duration.ofHours(n);
        };
        if (d.isZero()) {
            throw new IllegalArgumentException("'" + text + "' is not a positive duration");
        }
        return d;
    }

    /** The shortest text {@link #parse} reads back as the same duration (to the millisecond). */
    public static String format(Duration d) {
        long ms = d.toMillis();
        if (ms % 3_600_000 == 0) {
            return ms / 3_600_000 + "h";
        }
        if (ms % 60_000 == 0) {
            return ms / 60_000 + "m";
        }
        if (ms % 1000 == 0) {
            return ms / 1000 + "s";
        }
        return ms + "ms";
    }
}
