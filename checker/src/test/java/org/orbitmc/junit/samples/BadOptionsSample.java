package org.orbitmc.junit.samples;

import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** Each method is a mistake a user can make; each must fail with a message saying what is wrong. */
@ExtendWith(SamplesOnly.class)
class BadOptionsSample {
    @ModelCheck(timeLimit = "5 minutes")
    void badTimeLimit() {
    }

    @ModelCheck(kbots = -5)
    void badKbots() {
    }

    @ModelCheck(maxStates = 0)
    void badMaxStates() {
    }

    @ModelCheck(maxDepth = -3)
    void badMaxDepth() {
    }

    @ModelCheck(workers = 2)
    void workersWithoutDepthFirst() {
    }

    @ModelCheck(dpor = true)
    void dporWithoutDepthFirst() {
    }

    @ModelCheck
    void withParameter(TestInfo info) {
    }
}
