package org.orbitmc.junit.samples;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** A state limit far too small for two threads: the search stops incomplete. */
@ExtendWith(SamplesOnly.class)
class LimitSample {
    private int count;

    @ModelCheck(maxStates = 5)
    void failsWhenIncomplete() throws InterruptedException {
        race();
    }

    @ModelCheck(maxStates = 5, allowIncomplete = true)
    void abortedWhenIncompleteAllowed() throws InterruptedException {
        race();
    }

    private void race() throws InterruptedException {
        Thread t = new Thread(() -> count++, "t");
        t.start();
        count++;
        t.join();
    }
}
