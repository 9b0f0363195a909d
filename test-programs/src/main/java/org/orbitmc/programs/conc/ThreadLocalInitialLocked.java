/*
 * The fixed version of ThreadLocalInitialRace: the supplier counts under a lock.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

public class ThreadLocalInitialLocked {
    static int made;
    static final ThreadLocal<int[]> buffer = ThreadLocal.withInitial(() -> {
        synchronized (ThreadLocalInitialLocked.class) {
            made++;
        }
        return new int[1];
    });

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> buffer.get()[0]++);
        other.start();
        buffer.get()[0]++;
        other.join();
        synchronized (ThreadLocalInitialLocked.class) {
            assert made == 2 : "made " + made;
        }
    }
}
