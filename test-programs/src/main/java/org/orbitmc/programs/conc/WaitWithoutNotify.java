/*
 * main waits on a lock for a flag that a worker sets without ever notifying: when the worker's write comes after
 * main's test, main waits forever. The worker's write is unprotected (in a constructor, outside the lock), so under
 * lock discipline the search refines that field in the same step that reaches the deadlock (fuzz seed 3000170: the
 * preemption-bounded search re-executed the path to the deadlock under the refined transitions, where it no longer
 * applies, and stopped with an internal error).
 *
 * Verdict: deadlock. main waits on the lock; nobody is left to notify it.
 */
package org.orbitmc.programs.conc;

public class WaitWithoutNotify {
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
        Thread worker = new Thread(() -> box = new Box(1));
        other.start();
        worker.start();
        synchronized (lock) {
            while (flag != 1) {
                lock.wait();
            }
        }
    }
}
