/*
 * The fixed twin of DaemonWatcherAfterMain: main closes every resource it opens; the daemon watcher
 * joins main and audits after main's end, while the JVM shuts down.
 *
 * Verdict: no errors. The audit runs (or the VM halts first, abandoning the daemon) only after main
 * terminated, when opened == closed.
 */
package org.orbitmc.programs.conc;

public class DaemonWatcherAfterMainOk {
    static int opened; // written by main; read by the watcher after main terminated (join)
    static int closed;

    public static void main(String[] args) {
        Thread main = Thread.currentThread();
        Thread watcher = new Thread(() -> {
            try {
                main.join();
            } catch (InterruptedException e) {
                return;
            }
            assert opened == closed : opened + " opened, " + closed + " closed";
        });
        watcher.setDaemon(true);
        watcher.start();
        opened++;
        closed++;
        opened++;
        closed++;
    }
}
