package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.junit.ModelCheck;

/** A racy and a locked counter, searched with dynamic partial-order reduction. */
@ExtendWith(SamplesOnly.class)
class PartialOrderSample {
    private int count;

    @ModelCheck(search = SearchOrder.DFS, dpor = true)
    void racyWithDpor() throws InterruptedException {
        Thread a = new Thread(() -> count++, "a");
        Thread b = new Thread(() -> count++, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count, "count");
    }

    @ModelCheck(search = SearchOrder.DFS, dpor = true)
    void lockedWithDpor() throws InterruptedException {
        Thread a = new Thread(this::increment, "a");
        Thread b = new Thread(this::increment, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count, "count");
    }

    private synchronized void increment() {
        count++;
    }
}
