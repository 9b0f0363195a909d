package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.junit.ModelCheck;

/** The same racy and locked counters, searched by two workers. */
@ExtendWith(SamplesOnly.class)
class ParallelSample {
    private int count;

    @ModelCheck(search = SearchOrder.DFS, workers = 2)
    void racyOnTwoWorkers() throws InterruptedException {
        Thread a = new Thread(() -> count++, "a");
        Thread b = new Thread(() -> count++, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, count, "count");
    }

    @ModelCheck(search = SearchOrder.DFS, workers = 2)
    void lockedOnTwoWorkers() throws InterruptedException {
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
