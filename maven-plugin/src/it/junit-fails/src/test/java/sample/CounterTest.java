package sample;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.orbitmc.junit.ModelCheck;

class CounterTest {
    @ModelCheck
    void twoThreadsIncrement() throws InterruptedException {
        Counter counter = new Counter();
        Thread a = new Thread(counter::increment, "a");
        Thread b = new Thread(counter::increment, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        assertEquals(2, counter.get());
    }
}
