/*
 * A CyclicBarrier with two parties (main and one worker) and a barrier action. Each party writes its
 * own slot, awaits the barrier, then reads the other's slot and the action's flag.
 *
 * Verdict: no errors. Exactly two parties arrive, so the barrier trips in every interleaving; the
 * action runs (in the last arriving thread) before either party returns from await(), and each write
 * happens before its writer arrives, so both see the other's value and tripped == true.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

public class CyclicBarrierOk {
    static final int[] slots = new int[2];
    static boolean tripped;
    static final CyclicBarrier barrier = new CyclicBarrier(2, () -> tripped = true);

    static void party(int me) {
        slots[me] = me + 1;
        try {
            barrier.await();
        } catch (InterruptedException | BrokenBarrierException e) {
            throw new IllegalStateException(e); // nobody interrupts, nobody breaks the barrier
        }
        int other = 1 - me;
        assert slots[other] == other + 1 : "party " + me + " saw " + slots[other];
        assert tripped : "barrier action did not run";
    }

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> party(1));
        worker.start();
        party(0);
        worker.join();
    }
}
