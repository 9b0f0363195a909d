/*
 * A CyclicBarrier created for three parties, but only two threads (main and one worker) await it.
 *
 * Verdict: errors (deadlock), in every interleaving: the barrier never trips, so both threads wait
 * forever in await().
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class CyclicBarrierTooFewParties {
    static final CyclicBarrier barrier = new CyclicBarrier(3); // BUG: only two parties exist

    static void party() {
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new IllegalStateException(e); // nobody interrupts, nobody breaks the barrier
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(CyclicBarrierTooFewParties::party);
        worker.start();
        party();
        worker.join();
    }
}
