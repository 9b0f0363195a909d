package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.orbitmc.junit.ModelCheck;

class HitCounterTest {
    private HitCounter counter;

    @BeforeEach
    void create() {
        counter = new HitCounter();
    }

    @ModelCheck
    void concurrentHitsAreAllCounted() throws InterruptedException {
        Thread t = new Thread(() -> counter.hit("/home"), "visitor");
        t.start();
        counter.hit("/home");
        t.join();
        assertEquals(2, counter.hits("/home"));
    }

    @Test
    void ordinaryTest() {
        counter.hit("/about");
        assertEquals(1, counter.hits("/about"));
    }
}
