/*
 * A LockSupport handshake where main unparks the wrong thread (itself instead of the worker).
 *
 * Verdict: errors (deadlock). Interleaving: the worker reads ready == false and parks; main sets
 * ready, unparks itself (the worker gets no permit) and joins the worker: the worker stays parked
 * and main waits forever. (If main sets ready before the worker's first check, the worker never
 * parks and everything terminates. Verdict assumes park() does not return spuriously.)
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkUnparkWrongThread {
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!ready) {
                LockSupport.park();
            }
        });
        worker.start();
        Thread.yield();
        ready = true;
        LockSupport.unpark(Thread.currentThread()); // BUG: should unpark `worker`
        worker.join();
    }
}
