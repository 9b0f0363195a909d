package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class DurationTextTest {
    @Test
    void readsMillisecondsSecondsMinutesHours() {
        assertEquals(Duration.ofMillis(500), DurationText.parse("500ms"));
        assertEquals(Duration.ofSeconds(30), DurationText.parse("30s"));
        assertEquals(Duration.ofMinutes(5), DurationText.parse("5m"));
        assertEquals(Duration.ofHours(1), DurationText.parse("1h"));
    }

    @Test
    void writesTheShortestForm() {
        assertEquals("500ms", DurationText.format(Duration.ofMillis(500)));
        assertEquals("90s", DurationText.format(Duration.ofSeconds(90)));
        assertEquals("2m", DurationText.format(Duration.ofSeconds(120)));
        assertEquals("1h", DurationText.format(Duration.ofMinutes(60)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"5x", "0s", "-1s", "", "1.5s", "30", "s", "1 s", "1S", "9999999999999h"})
    void rejectsWhatIsNotAPositiveDuration(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> DurationText.parse(text));
        assertEquals(1, e.getMessage().lines().count());
    }
}
