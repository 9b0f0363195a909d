/*
 * Main starts a worker that sets a flag, waits for it with a timed join (join(10), a synchronized method of
 * Thread called directly), then asserts the flag.
 *
 * Verdict: assertion. Time is abstract: the timed join may time out before the worker has run, and then the
 * flag is still false. (A call into a synchronized JDK method from the program is one step: Orbit once took
 * two scheduling points there and never got past the call.)
 */
package org.orbitmc.programs.conc;

public class TimedJoinTooShort {
    static volatile boolean done;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> done = true);
        worker.start();
        worker.join(10);
        assert done : "worker not done after join(10)";
        worker.join();
    }
}
