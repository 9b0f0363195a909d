/*
 * A worker sleeps; main interrupts it and joins. The worker catches the InterruptedException.
 *
 * Verdict: no errors. Whether main interrupts before the sleep starts (sleep throws at once), during
 * the sleep (sleep throws), or after the sleep has completed (the interrupt only sets the status of
 * a thread that is about to terminate), the worker terminates without an uncaught exception. No
 * assertion depends on which of these happened, so the verdict holds for any sleep duration.
 */
package org.orbitmc.programs.conc;

public class InterruptSleepHandled {
    static volatile int outcome; // 1: slept fully, 2: interrupted

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(10_000);
                outcome = 1;
            } catch (InterruptedException e) {
                outcome = 2;
            }
        });
        worker.start();
        worker.interrupt();
        worker.join();
        assert outcome == 1 || outcome == 2 : "outcome " + outcome;
    }
}
