package org.orbitmc.junit.samples;

import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

@ExtendWith(SamplesOnly.class)
class DeadlockSample {
    private final Object left = new Object();
    private final Object right = new Object();

    @ModelCheck
    void oppositeLockOrder() throws InterruptedException {
        Thread t = new Thread(() -> {
            synchronized (right) {
                synchronized (left) {
                    Thread.yield();
                }
            }
        }, "other");
        t.start();
        synchronized (left) {
            synchronized (right) {
                Thread.yield();
            }
        }
        t.join();
    }
}
