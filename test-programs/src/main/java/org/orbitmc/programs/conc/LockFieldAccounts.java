/*
 * Two accounts, each with its own lock object in a final field; two tellers move money between them in opposite
 * directions, taking one account's lock at a time (withdraw, then deposit), and main checks the total after joining.
 *
 * Verdict: no errors. Every access to an account's balance holds that account's `lock`: a lock named from the account
 * itself (the lock expression `Account.lock`), so no balance access is a scheduling point and the states keep no
 * history of which teller touched which account last.
 */
package org.orbitmc.programs.conc;

public class LockFieldAccounts {
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

        int balance() {
            synchronized (lock) {
                return balance;
            }
        }
    }

    static void transfer(Account from, Account to, int amount) {
        if (from.withdraw(amount)) {
            to.deposit(amount);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account a = new Account(10);
        Account b = new Account(10);
        Thread t1 = new Thread(() -> {
            transfer(a, b, 3);
            transfer(a, b, 4);
        });
        Thread t2 = new Thread(() -> {
            transfer(b, a, 5);
            transfer(b, a, 6);
        });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert a.balance() + b.balance() == 20 : "money made or lost: " + (a.balance() + b.balance());
    }
}
