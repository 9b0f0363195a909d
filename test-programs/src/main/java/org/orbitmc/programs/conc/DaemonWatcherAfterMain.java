/*
 * A daemon watcher thread waits for main to end (joins the main thread), then audits the resources main
 * opened and closed; main leaves one resource open.
 *
 * Verdict: errors (assertion). When main returns, its Thread terminates and wakes the watcher while the
 * JVM shuts down (HotSpot's DestroyJavaVM waits for the other non-daemon threads, runs the shutdown hooks,
 * and only then halts): the watcher's audit runs before the halt and fails. (Orbit used to stop the search
 * when the last non-daemon thread ended, so daemon code after that point was never run.)
 */
package org.orbitmc.programs.conc;

public class DaemonWatcherAfterMain {
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
        opened++; // the second resource is never closed
    }
}
