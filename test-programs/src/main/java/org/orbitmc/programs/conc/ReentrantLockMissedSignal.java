/*
 * A ReentrantLock with a Condition but no condition flag: the worker awaits once, main signals once.
 *
 * Verdict: errors (deadlock). Interleaving: main takes the lock first and signals an empty condition
 * queue (the signal is lost); then the worker takes the lock and awaits forever, and main waits
 * forever in join(). (If the worker awaits before main signals, everything terminates.)
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockMissedSignal {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition cond = lock.newCondition();

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            lock.lock();
            try {
                cond.await(); // BUG: no condition checked, the signal may already be gone
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            } finally {
                lock.unlock();
            }
        });
        worker.start();
        lock.lock();
        try {
            cond.signal();
        } finally {
            lock.unlock();
        }
        worker.join();
    }
}
