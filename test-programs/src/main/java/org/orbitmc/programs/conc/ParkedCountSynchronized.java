/*
 * ParkedLostUpdate fixed: the workers increment the counter inside synchronized blocks.
 *
 * Verdict: no errors (count == 2 after both joins).
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.LockSupport;

public class ParkedCountSynchronized {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable worker = () -> {
            LockSupport.park();
            synchronized (ParkedCountSynchronized.class) {
                count++;
            }
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
