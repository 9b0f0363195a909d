package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** RacyCounterSample's test with schedules pinned: one that loses the update, and the first steps of main only. */
@ExtendWith(SamplesOnly.class)
class PinnedScheduleSample {
    private int count;

    @ModelCheck(noLockDiscipline = true, replay = "0.0.1.2.1.1.0.0.2.0")
    void losesTheUpdate() throws InterruptedException {
        twoIncrements();
    }

    @ModelCheck(noLockDiscipline = true, replay = "0.0.0")
    void keepsBothIncrements() throws InterruptedException {
        twoIncrements();
    }

    private void twoIncrements() throws InterruptedException {
        Thread a = new Thread(() -> count++, "a");
        Thread b = new Thread(() -> count++, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count, "count");
    }
}
