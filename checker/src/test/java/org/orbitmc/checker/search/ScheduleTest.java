package org.orbitmc.checker.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScheduleTest {
    @Test
    void formatsThreadsWithDotsAndValuesAfterAColon() {
        List<Choice> choices = List.of(new Choice(0, 0), new Choice(1, 0), new Choice(1, 0), new Choice(0, 1),
                new Choice(2, 0), new Choice(3, -7));
        assertEquals("0.1.1.0:1.2.3:-7", Schedule.format(choices));
        assertEquals(choices, Schedule.parse("0.1.1.0:1.2.3:-7"));
    }

    @Test
    void emptyScheduleIsTheEmptyString() {
        assertEquals("", Schedule.format(List.of()));
        assertEquals(List.of(), Schedule.parse(""));
    }

    @Test
    void explicitZeroValueIsAccepted() {
        assertEquals(List.of(new Choice(4, 0)), Schedule.parse("4:0"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a", "0..1", "0.", ".0", "1:x", "-1", "0:", "1 .2", "+1", "0,1", "99999999999", "0:1:2", " "})
    void rejectsGarbageNamingTheBadChoice(String text) {
        ScheduleException e = assertThrows(ScheduleException.class, () -> Schedule.parse(text));
        assertTrue(e.getMessage().startsWith("invalid schedule '" + text + "': choice "), e.getMessage());
        assertTrue(e.getMessage().contains("expected thread ids separated by dots"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count());
    }

    @Test
    void namesThePositionOfTheBadChoice() {
        ScheduleException e = assertThrows(ScheduleException.class, () -> Schedule.parse("0.1.x.2"));
        assertTrue(e.getMessage().contains("choice 3 'x' is not a choice"), e.getMessage());
        e = assertThrows(ScheduleException.class, () -> Schedule.parse("0..1"));
        assertTrue(e.getMessage().contains("choice 2 '' is empty"), e.getMessage());
    }
}
