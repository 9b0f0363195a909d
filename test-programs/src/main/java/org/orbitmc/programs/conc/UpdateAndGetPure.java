/*
 * The fixed version of UpdateAndGetCallbackRace: the update functions have no side effects, as updateAndGet asks, so
 * each call is one linearizable operation whatever happens between a function and its CAS (a failed CAS applies the
 * function again).
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class UpdateAndGetPure {
    static final AtomicInteger value = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> value.updateAndGet(x -> x + 1));
        other.start();
        value.updateAndGet(x -> x + 2);
        other.join();
        assert value.get() == 3 : "value " + value.get();
    }
}
