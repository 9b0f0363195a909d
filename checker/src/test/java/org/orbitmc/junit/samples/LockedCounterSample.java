package org.orbitmc.junit.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.orbitmc.junit.ModelCheck;

/** Correct: increments under a lock. Its lifecycle methods (and its superclass's) must run inside each path, in JUnit's order. */
@ExtendWith(SamplesOnly.class)
class LockedCounterSample extends LifecycleBase {
    private Counter counter;

    @BeforeEach
    void createCounter() {
        requireOrbit();
        calls.add("before");
        counter = new Counter();
    }

    @AfterEach
    void checkOrder() {
        requireOrbit();
        calls.add("after");
        assertEquals(List.of("base before", "before", "test", "after"), calls);
    }

    @ModelCheck
    void twoIncrements() throws InterruptedException {
        Thread a = new Thread(counter::increment, "a");
        Thread b = new Thread(counter::increment, "b");
        a.start();
        b.start();
        a.join();
        b.join();
        calls.add("test");
        assertEquals(2, counter.value());
    }

    static final class Counter {
        private int count;

        synchronized void increment() {
            count++;
        }

        synchronized int value() {
            return count;
        }
    }
}

abstract class LifecycleBase {
    final List<String> calls = new ArrayList<>();

    /** Orbit's VM says so (org.orbitmc.vm): the host must not run a model-checked test's lifecycle methods. */
    static void requireOrbit() {
        if (!"check".equals(System.getProperty("org.orbitmc.vm"))) {
            throw new IllegalStateException("a @ModelCheck test's lifecycle method ran on the host");
        }
    }

    @BeforeEach
    void baseBefore() {
        requireOrbit();
        calls.add("base before");
    }

    @AfterEach
    void baseAfter() {
        assertEquals("after", calls.get(calls.size() - 1), "the subclass's @AfterEach runs first");
    }
}
