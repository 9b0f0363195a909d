/*
 * A LockSupport handshake: the worker parks in a `while (!ready)` loop; main publishes data, sets the
 * volatile flag and unparks the worker.
 *
 * Verdict: no errors. If main sets ready before the worker checks it, the worker never parks. If the
 * worker checked ready == false, main's unpark() either comes before park() (the permit is stored
 * and park() returns at once) or wakes the parked worker; the worker then sees ready == true. A
 * spurious return from park() only repeats the check. The worker always reads 42 and terminates.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkUnparkHandshake {
    static volatile boolean ready;
    static int data;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            while (!ready) {
                LockSupport.park();
            }
            seen = data;
        });
        worker.start();
        data = 42;
        ready = true;
        LockSupport.unpark(worker);
        worker.join();
        assert seen == 42 : "worker saw " + seen;
    }
}
