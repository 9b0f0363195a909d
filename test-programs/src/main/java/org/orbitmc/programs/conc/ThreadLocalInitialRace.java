/*
 * ThreadLocal.withInitial's supplier runs in each thread that first calls get(), and counts the buffers it made in a
 * plain static: two threads' first get() calls lose an update.
 *
 * Verdict: assertion (made == 1).
 */
package org.orbitmc.programs.conc;

public class ThreadLocalInitialRace {
    static int made;
    static final ThreadLocal<int[]> buffer = ThreadLocal.withInitial(() -> {
        made++;
        return new int[1];
    });

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> buffer.get()[0]++);
        other.start();
        buffer.get()[0]++;
        other.join();
        assert made == 2 : "made " + made;
    }
}
