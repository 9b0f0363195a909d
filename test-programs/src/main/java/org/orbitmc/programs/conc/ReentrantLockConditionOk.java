/*
 * A ReentrantLock with a Condition: the worker awaits in a `while (!ready)` loop, main publishes data,
 * sets the flag and signals under the lock.
 *
 * Verdict: no errors. If main signals first, the worker sees ready == true and never awaits; if the
 * worker awaits first, it is on the condition queue when main signals. Either way it reads 42 and
 * terminates, in every interleaving.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

public class ReentrantLockConditionOk {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition readyCond = lock.newCondition();
    static boolean ready;
    static int data;
    static int seen;

    public static void main(String[] args) throws InterruptedException {
        Thread worker = new Thread(() -> {
            lock.lock();
            try {
                while (!ready) {
                    readyCond.await();
                }
                seen = data;
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            } finally {
                lock.unlock();
            }
        });
        worker.start();
        lock.lock();
        try {
            data = 42;
            ready = true;
            readyCond.signal();
        } finally {
            lock.unlock();
        }
        worker.join();
        assert seen == 42 : "worker saw " + seen;
    }
}
