/*
 * A worker's 1 ms parkNanos times out and then writes x; main spins until the clock is 1 ms past its start and
 * asserts that x was written.
 *
 * Verdict: assertion. The timeout moves the clock; on a JVM main may read the clock past the deadline before the
 * woken worker runs on. So the return of a timed-out park is its own step, not merged with the worker's next write.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkTimeoutSeen {
    static volatile int x;

    public static void main(String[] args) throws InterruptedException {
        long start = System.nanoTime();
        Thread worker = new Thread(() -> {
            LockSupport.parkNanos(1_000_000);
            x = 1;
        });
        worker.start();
        while (System.nanoTime() - start < 1_000_000) {
            Thread.onSpinWait();
        }
        assert x == 1 : "the clock is past the park's deadline, x not yet written";
        worker.join();
    }
}
