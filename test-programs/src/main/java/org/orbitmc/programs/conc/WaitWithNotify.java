/*
 * The fixed twin of WaitWithoutNotify: the worker sets the flag under the lock and notifies.
 *
 * Verdict: no errors. Whether the worker's write comes before or after main's test, main ends.
 */
package org.orbitmc.programs.conc;

public class WaitWithNotify {
    static final Object lock = new Object();
    static int flag;
    static Box box;

    static final class Box {
        Box(int x) {
            flag = x;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> {
            synchronized (lock) {
                // only takes the lock once
            }
        });
        Thread worker = new Thread(() -> {
            synchronized (lock) {
                box = new Box(1);
                lock.notifyAll();
            }
        });
        other.start();
        worker.start();
        synchronized (lock) {
            while (flag != 1) {
                lock.wait();
            }
        }
    }
}
