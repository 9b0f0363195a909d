/*
 * ParkTimeoutSeen fixed: the worker writes x before its 1 ms parkNanos. Main spins until the clock is 1 ms past its
 * start and asserts that x was written.
 *
 * Verdict: no errors, under abstract time (the clock moves only when a timeout happens): the clock passes main's
 * mark only when the worker's park times out, and the worker wrote x before parking.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkTimeoutAfterWrite {
    static volatile int x;

    public static void main(String[] args) throws InterruptedException {
        long start = System.nanoTime();
        Thread worker = new Thread(() -> {
            x = 1;
            LockSupport.parkNanos(1_000_000);
        });
        worker.start();
        while (System.nanoTime() - start < 1_000_000) {
            Thread.onSpinWait();
        }
        assert x == 1 : "the clock is past the park's deadline, x not yet written";
        worker.join();
    }
}
