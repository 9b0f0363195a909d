package sample;

/** Two transfers in opposite directions, each locking its source account first: they can deadlock. */
public class Transfers {
    static final class Account {
        int balance = 100;
    }

    static void transfer(Account from, Account to, int amount) {
        synchronized (from) {
            synchronized (to) {
                from.balance -= amount;
                to.balance += amount;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Account alice = new Account();
        Account bob = new Account();
        Thread t = new Thread(() -> transfer(alice, bob, 10), "alice-to-bob");
        t.start();
        transfer(bob, alice, 20);
        t.join();
        System.out.println("alice " + alice.balance + ", bob " + bob.balance);
    }
}
