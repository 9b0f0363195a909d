/*
 * Two workers park; main waits until Thread.getState() says both are WAITING, unparks them, and they increment a shared
 * counter without synchronization.
 *
 * Verdict: assertion (an update is lost). Orbit used to leave a started thread's status RUNNABLE whatever it did, so
 * main spun forever waiting for WAITING and the search said "No errors found"; a thread's status now follows its
 * steps (blocked, waiting, parked, sleeping), as HotSpot's threadStatus does.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkedLostUpdate {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable worker = () -> {
            LockSupport.park();
            count++;
        };
        Thread a = new Thread(worker);
        Thread b = new Thread(worker);
        a.start();
        b.start();
        while (a.getState() != Thread.State.WAITING || b.getState() != Thread.State.WAITING) {
            Thread.yield();
        }
        LockSupport.unpark(a);
        LockSupport.unpark(b);
        a.join();
        b.join();
        assert count == 2 : "lost update: count = " + count;
    }
}
