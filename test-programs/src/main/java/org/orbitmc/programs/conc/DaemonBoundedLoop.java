/*
 * Main starts a daemon thread that runs a bounded loop (three ticks) and returns without joining it.
 *
 * Verdict: no errors. The daemon can neither block nor throw, and it terminates after three
 * iterations; the program ends either when main ends (the JVM does not wait for daemon threads) or
 * when the daemon ends, whichever the interleaving makes last. Main's read of ticks is racy but any
 * value 0..3 satisfies its assertion.
 */
package org.orbitmc.programs.conc;

public class DaemonBoundedLoop {
    static int ticks; // written only by the daemon

    public static void main(String[] args) {
        Thread daemon = new Thread(() -> {
            for (int i = 0; i < 3; i++) {
                ticks++;
                Thread.yield();
            }
        });
        daemon.setDaemon(true);
        daemon.start();
        int seen = ticks;
        assert seen >= 0 && seen <= 3 : "ticks " + seen;
    }
}
