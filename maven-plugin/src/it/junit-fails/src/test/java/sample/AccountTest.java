package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.orbitmc.junit.ModelCheck;

class AccountTest {
    private Account alice;
    private Account bob;

    @BeforeEach
    void open() {
        alice = new Account(100);
        bob = new Account(100);
    }

    @ModelCheck
    void oppositeTransfers() throws InterruptedException {
        Thread t = new Thread(() -> alice.transferTo(bob, 10), "alice-to-bob");
        t.start();
        bob.transferTo(alice, 20);
        t.join();
        assertEquals(110, alice.balance());
    }
}
