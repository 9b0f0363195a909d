/*
 * Main creates a thread, never starts it, and joins it.
 *
 * Verdict: no errors. join() waits only while the thread is alive; a thread that was never started
 * is not alive, so join() returns at once. Only main ever runs.
 */
package org.orbitmc.programs.conc;

public class NeverStartedJoin {
    static boolean ran;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> ran = true);
        t.join();
        assert !t.isAlive() : "never-started thread is alive";
        assert t.getState() == Thread.State.NEW : "state " + t.getState();
        assert !ran : "never-started thread ran";
    }
}
