package sample;

/** Transfers lock both accounts, the source first: two opposite transfers can deadlock. */
public class Account {
    private int balance;

    public Account(int balance) {
        this.balance = balance;
    }

    public void transferTo(Account target, int amount) {
        synchronized (this) {
            synchronized (target) {
                balance -= amount;
                target.balance += amount;
            }
        }
    }

    public synchronized int balance() {
        return balance;
    }
}
