/*
 * Fuzz finding 8 (docs/fuzz-findings.md): two AtomicInteger.updateAndGet calls whose functions read and write a shared
 * static. updateAndGet is atomic only for a side-effect-free function; here the other thread's whole call can fall
 * between main's function and main's CAS: main's function writes shared = 0, the other's function reads 0, writes 0
 * and returns its input, so its CAS 0 -> 0 succeeds, and main's CAS 0 -> 2 succeeds after it.
 *
 * Verdict: errors (uncaught-exception): shared ends 0. (Orbit used to run the library code after a callback in the
 * callback's last step, and found no error.)
 */
package org.orbitmc.programs.conc;

import java.util.concurrent.atomic.AtomicInteger;

public class UpdateAndGetCallbackRace {
    static int shared;
    static final AtomicInteger value = new AtomicInteger();

    public static void main(String[] args) throws InterruptedException {
        Thread other = new Thread(() -> value.updateAndGet(x -> {
            int seen = shared;
            shared = x;
            return x + seen;
        }));
        shared = 1;
        other.start();
        value.updateAndGet(x -> {
            int seen = shared;
            shared = x;
            return x + seen + 1;
        });
        other.join();
        if (shared == 0) {
            throw new IllegalStateException("shared == 0: another update ran between a function and its CAS");
        }
    }
}
