/*
 * Main starts a daemon thread that saves the program's state and registers a shutdown hook that checks
 * the state was saved; main returns without waiting for the saver.
 *
 * Verdict: errors (assertion). When main returns, the JVM runs the shutdown hooks while daemon threads
 * still run: the hook may run before the daemon saved. (Orbit used to run shutdown hooks only on
 * System.exit, never when main returned.)
 */
package org.orbitmc.programs.conc;

public class ShutdownHookBeforeDaemonSave {
    static volatile boolean saved;

    public static void main(String[] args) {
        Thread saver = new Thread(() -> saved = true);
        saver.setDaemon(true);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            assert saved : "shut down before the state was saved";
        }));
        saver.start();
    }
}
