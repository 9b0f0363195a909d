/*
 * Main sees, under a lock, that the worker has done its work, and concludes the worker has terminated.
 *
 * Verdict: errors (assertion). The worker releases the lock, then still has to end (Thread.exit, the
 * JVM's ensure_join): main can take the lock, see the work done, and find the worker alive (on HotSpot
 * in about a third of runs). (Orbit used to end a thread in the same transition as its last visible
 * operation, so this interleaving was never explored.)
 */
package org.orbitmc.programs.conc;

public class AliveAfterLastUnlock {
    static final Object lock = new Object();
    static boolean done; // guarded by lock

    public static void main(String[] args) {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                done = true;
            }
        });
        worker.start();
        boolean sawDone;
        synchronized (lock) {
            sawDone = done;
        }
        if (sawDone) {
            assert !worker.isAlive() : "the worker has done its work but is still alive";
        }
    }
}
