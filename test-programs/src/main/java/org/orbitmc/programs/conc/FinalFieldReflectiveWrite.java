/*
 * Java 17 lets Field.set change a non-static final field once setAccessible(true) succeeds. Main does so while a
 * reader reads the field twice.
 *
 * Verdict: errors (assertion). Interleaving: the reader reads x == 1; main's Field.setInt writes 2; the reader reads
 * x == 2 and `assert a == b` fails. (Orbit used to trust final fields always; a final field written outside
 * construction now makes its reads visible, and the search starts again when it first sees such a write.)
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Field;

public class FinalFieldReflectiveWrite {
    final int x;

    FinalFieldReflectiveWrite(int x) {
        this.x = x;
    }

    public static void main(String[] args) throws Exception {
        FinalFieldReflectiveWrite o = new FinalFieldReflectiveWrite(1);
        Field f = FinalFieldReflectiveWrite.class.getDeclaredField("x");
        f.setAccessible(true);
        Thread reader = new Thread(() -> {
            int a = o.x;
            int b = o.x;
            assert a == b : "final field changed: " + a + " then " + b;
        });
        reader.start();
        f.setInt(o, 2);
        reader.join();
    }
}
