package org.orbitmc.junit.samples;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.junit.ModelCheck;

@ExtendWith(SamplesOnly.class)
class AssertSample {
    private volatile boolean flag;

    /** Fails only when "setter" runs before the check: a Java assert, enabled in the VM. */
    @ModelCheck(search = SearchOrder.BFS)
    void flagNeverSeen() throws InterruptedException {
        Thread t = new Thread(() -> flag = true, "setter");
        t.start();
        assert !flag : "flag seen";
        t.join();
    }
}
