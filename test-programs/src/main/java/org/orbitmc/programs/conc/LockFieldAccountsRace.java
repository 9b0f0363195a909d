/*
 * As LockFieldAccounts, but one teller's deposit reads the balance before taking the account's lock and writes it back
 * under the lock: a lost update when the other teller withdraws from that account in between.
 *
 * Verdict: assertion failure. The balance's lock expression (`Account.lock`) holds for every access but the early read;
 * that read leaves the field to its object's guard (a restart), where it is an unprotected access, visible.
 */
package org.orbitmc.programs.conc;

public class LockFieldAccountsRace {
    static final class Account {
        private final Object lock = new Object();
        private int balance;

        Account(int balance) {
            this.balance = balance;
        }

        boolean withdraw(int amount) {
            synchronized (lock) {
                if (balance < amount) {
                    return false;
                }
                balance -= amount;
                return true;
            }
        }

        void deposit(int amount) {
            synchronized (lock) {
                balance += amount;
            }
        }

        void depositLate(int amount) {
            int seen = balance; // read without the lock
            synchronized (lock) {
                balance = seen + amount;
            }
        }

        int balance() {
            synchronized (lock) {
                return balance;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(10);
        Account b = new Account(10);
        Thread t1 = new Thread(() -> {
            if (a.withdraw(3)) {
                b.deposit(3);
            }
        });
        Thread t2 = new Thread(() -> {
            if (b.withdraw(5)) {
                a.depositLate(5);
            }
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert a.balance() + b.balance() == 20 : "money made or lost: " + (a.balance() + b.balance());
    }
}
