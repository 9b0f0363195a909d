package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.fail;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** The test passes but its @AfterEach fails inside the VM: the model-checked test must fail. */
@ExtendWith(SamplesOnly.class)
class FailingAfterEachSample {
    @AfterEach
    void cleanUp() {
        fail("cleaning up failed");
    }

    @ModelCheck
    void nothing() {
    }
}
