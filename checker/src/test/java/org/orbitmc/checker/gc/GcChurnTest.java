package org.orbitmc.checker.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.orbitmc.programs.gc.GcChurn;
import org.orbitmc.vm.gc.GarbageCollector;
import org.orbitmc.vm.gc.GcSchedule;

/** An allocation-heavy program runs in bounded heap with the default schedule, and prints what java prints. */
class GcChurnTest {
    private static final String LIVE = "100000";
    private static final String CHURN = "2000000";

    @Test
    void garbageIsCollectedAndTheLiveListSurvives() throws Exception {
        GuestRun run = GuestRun.run(GcChurn.class.getName(), GcSchedule.DEFAULT, LIVE, CHURN);
        assertEquals(0, run.exit(), run.stderr());
        assertEquals(GuestRun.onHost(GcChurn.class.getName(), LIVE, CHURN), run.stdout());

        GarbageCollector gc = run.vm().garbageCollector();
        int live = run.vm().heap().liveCount();
        String stats = gc.collections() + " collections, peak " + gc.peakObjects() + " objects, " + live + " live, top "
                + run.vm().heap().top();
        // Some 2.4 million objects were allocated; the 100,000-node list and the boot heap stay live.
        assertTrue(gc.collections() >= 5, stats);
        assertTrue(gc.liveAfterLastCollection() >= 100_000, stats);
        assertTrue(gc.peakObjects() < 400_000, stats);
        assertTrue(run.vm().heap().top() < 400_000, stats);
        assertTrue(live < 400_000, stats);

        // After main returned the list is garbage too: only the boot heap is left.
        run.vm().collectGarbage();
        assertTrue(run.vm().heap().liveCount() < 5_000, "after main: " + run.vm().heap().liveCount() + " live");
    }
}
