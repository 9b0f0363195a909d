/*
 * The fixed twin of ShutdownHookBeforeDaemonSave: main joins the daemon saver before it returns, so the
 * shutdown hook that checks the state was saved runs after the save.
 *
 * Verdict: no errors. The hook runs only after main returned, hence after the saver ended.
 */
package org.orbitmc.programs.conc;

public class ShutdownHookAfterDaemonSave {
    static volatile boolean saved;

    public static void main(String[] args) throws InterruptedException {
        Thread saver = new Thread(() -> saved = true);
        saver.setDaemon(true);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            assert saved : "shut down before the state was saved";
        }));
        saver.start();
        saver.join();
    }
}
