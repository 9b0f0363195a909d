/*
 * The fixed twin of AliveAfterLastUnlock: main joins the worker before it concludes that the worker has
 * terminated.
 *
 * Verdict: no errors. join() returns only after the worker's Thread terminated.
 */
package org.orbitmc.programs.conc;

public class AliveAfterJoin {
    static final Object lock = new Object();
    static boolean done; // guarded by lock

    public static void main(String[] args) throws InterruptedException {
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
            worker.join();
            assert !worker.isAlive() : "the worker has done its work but is still alive";
        }
    }
}
