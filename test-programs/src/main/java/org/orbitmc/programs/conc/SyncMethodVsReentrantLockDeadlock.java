/*
 * A deadlock between a synchronized method and a ReentrantLock: a worker calls a synchronized
 * method that then takes the lock; main takes the lock and then calls a synchronized method of the
 * same object.
 *
 * Verdict: errors (deadlock). Interleaving: the worker enters syncThenLock() (holds the monitor of
 * `account`), main takes `account.lock` in lockThenSync(); the worker blocks in lock.lock() and main
 * blocks entering the synchronized deposit(): each holds what the other needs.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.locks.ReentrantLock;

public class SyncMethodVsReentrantLockDeadlock {
    static final class Account {
        final ReentrantLock lock = new ReentrantLock();
        int balance;

        synchronized void syncThenLock() {
            Thread.yield();
            lock.lock(); // monitor, then lock
            try {
                balance++;
            } finally {
                lock.unlock();
            }
        }

        void lockThenSync() {
            lock.lock(); // lock, then monitor
            try {
                Thread.yield();
                deposit();
            } finally {
                lock.unlock();
            }
        }

        synchronized void deposit() {
            balance++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account account = new Account();
        Thread worker = new Thread(account::syncThenLock);
        worker.start();
        account.lockThenSync();
        worker.join();
        assert account.balance == 2 : "balance " + account.balance;
    }
}
