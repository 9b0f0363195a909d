/*
 * The twin of FinalFieldReflectiveWrite: the reflective write and the reader's two reads hold the same lock, so the
 * reader sees the same value twice.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Field;

public class FinalFieldReflectiveWriteLocked {
    final int x;

    FinalFieldReflectiveWriteLocked(int x) {
        this.x = x;
    }

    public static void main(String[] args) throws Exception {
        FinalFieldReflectiveWriteLocked o = new FinalFieldReflectiveWriteLocked(1);
        Field f = FinalFieldReflectiveWriteLocked.class.getDeclaredField("x");
        f.setAccessible(true);
        Thread reader = new Thread(() -> {
            synchronized (o) {
                int a = o.x;
                int b = o.x;
                assert a == b : "final field changed: " + a + " then " + b;
            }
        });
        reader.start();
        synchronized (o) {
            f.setInt(o, 2);
        }
        reader.join();
    }
}
