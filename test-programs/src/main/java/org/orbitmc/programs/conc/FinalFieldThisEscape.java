/*
 * A constructor publishes `this` in a static field before it assigns the final field x. A reader that finds the
 * object reads x twice: it may see the default 0 and then 1, although x is final.
 *
 * Verdict: errors (assertion). Interleaving: main's constructor stores `this` into `shared`; the reader reads
 * shared and x == 0; the constructor assigns x = 1; the reader reads x == 1 and `assert a == b` fails. (Orbit used
 * to treat every read of a final field as invisible, so both reads happened in one step.)
 */
package org.orbitmc.programs.conc;

public class FinalFieldThisEscape {
    static FinalFieldThisEscape shared;
    final int x;

    FinalFieldThisEscape() {
        shared = this; // `this` escapes before x is assigned
        x = 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            FinalFieldThisEscape s = shared;
            if (s != null) {
                int a = s.x;
                int b = s.x;
                assert a == b : "final field changed: " + a + " then " + b;
            }
        });
        reader.start();
        new FinalFieldThisEscape();
        reader.join();
    }
}
