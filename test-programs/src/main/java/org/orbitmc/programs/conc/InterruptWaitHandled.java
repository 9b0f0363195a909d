/*
 * A worker waits on a monitor for a condition nobody will set; main interrupts it. The worker catches
 * the InterruptedException and terminates; main joins and checks that the worker saw the interrupt.
 *
 * Verdict: no errors. If main interrupts before the worker reaches wait(), the interrupt status is
 * set and wait() throws at once; if the worker is already waiting, the interrupt wakes it with the
 * exception. Either way the worker records the interrupt and terminates, in every interleaving.
 */
package org.orbitmc.programs.conc;

public class InterruptWaitHandled {
    static final Object lock = new Object();
    static boolean done; // never set: only the interrupt ends the wait
    static boolean interrupted;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                try {
                    while (!done) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        });
        worker.start();
        worker.interrupt();
        worker.join();
        assert interrupted : "worker was not interrupted";
    }
}
