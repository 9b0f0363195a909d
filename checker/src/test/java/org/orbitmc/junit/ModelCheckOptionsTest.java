package org.orbitmc.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Duration;

import org.junit.jupiter.api.Test;

/** What an annotation's attributes become: defaults included. */
class ModelCheckOptionsTest {
    /** Annotated methods to read, never run (a nested class: not discovered as tests). */
    static final class Samples {
        @ModelCheck
        void defaults() {
        }

        @ModelCheck(timeLimit = "none")
        void noLimit() {
        }

        @ModelCheck(timeLimit = "30s")
        void thirtySeconds() {
        }
    }

    private static ModelCheck annotation(String method) throws NoSuchMethodException {
        return Samples.class.getDeclaredMethod(method).getAnnotation(ModelCheck.class);
    }

    /** A spinning test must not hang a build: the default is five minutes, which holds inside loops too. */
    @Test
    void aTestHasATimeLimitByDefault() throws NoSuchMethodException {
        assertEquals(Duration.ofMinutes(5), ModelCheckOptions.config(annotation("defaults")).timeLimit());
        assertNull(ModelCheckOptions.config(annotation("noLimit")).timeLimit());
        assertEquals(Duration.ofSeconds(30), ModelCheckOptions.config(annotation("thirtySeconds")).timeLimit());
    }
}
