package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** A non-static {@code @BeforeAll} (one instance per class) runs on the path's instance before the test. */
@ExtendWith(SamplesOnly.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PerClassSample {
    private List<String> log;

    @BeforeAll
    void createLog() {
        log = new ArrayList<>();
    }

    @ModelCheck
    void logsOnce() {
        log.add("test");
        assertEquals(List.of("test"), log);
    }
}
