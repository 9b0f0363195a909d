package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.junit.ModelCheck;

/** A racy counter whose failure shows its trace as a table (one column per thread). */
@ExtendWith(SamplesOnly.class)
class TableTraceSample {
    private int count;

    @ModelCheck(trace = TracePrinter.Style.TABLE)
    void twoIncrements() throws InterruptedException {
        Thread a = new Thread(() -> count++, "a");
        Thread b = new Thread(() -> count++, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count, "count");
    }
}
