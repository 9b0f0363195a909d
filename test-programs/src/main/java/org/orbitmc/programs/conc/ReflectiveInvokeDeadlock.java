/*
 * Two threads call synchronized methods through Method.invoke: each holds its account's monitor (a synchronized
 * method entered reflectively) and calls the other account's synchronized method.
 *
 * Verdict: deadlock. The reflectively invoked methods run as the threads' own code, each monitor entry a visible
 * operation, so the interleaving where each thread holds one monitor is explored.
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Method;

public class ReflectiveInvokeDeadlock {
    static class Account {
        int balance = 10;
        Account other;

        public synchronized void transfer(int amount) {
            balance -= amount;
            other.deposit(amount);
        }

        public synchronized void deposit(int amount) {
            balance += amount;
        }
    }

    static final Method TRANSFER;

    static {
        try {
            TRANSFER = Account.class.getMethod("transfer", int.class);
            TRANSFER.setAccessible(true); // no access check per call: a smaller state space
        } catch (NoSuchMethodException e) {
            throw new AssertionError(e);
        }
    }

    public static void main(String[] args) throws Exception {
        Account a = new Account();
        Account b = new Account();
        a.other = b;
        b.other = a;
        Thread t = new Thread(() -> {
            try {
                TRANSFER.invoke(b, 1);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        t.start();
        TRANSFER.invoke(a, 2);
        t.join();
        assert a.balance + b.balance == 20;
    }
}
