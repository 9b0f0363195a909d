/*
 * The fixed twin of ReflectiveInitLostUpdate: the initializer and the other thread update the counter under one lock.
 *
 * Verdict: no errors. count ends at 6 or 5, never 1.
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Field;

public class ReflectiveInitLocked {
    static final Object lock = new Object();
    static int count;

    static final class Config {
        static int value = 7;

        static {
            synchronized (lock) {
                int c = count;
                count = c + 1;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Field value = Config.class.getDeclaredField("value");
        Thread writer = new Thread(() -> {
            synchronized (lock) {
                count = 5;
            }
        });
        writer.start();
        int v = value.getInt(null);
        writer.join();
        synchronized (lock) {
            assert count != 1 : "the initializer lost the other thread's write (value " + v + ")";
        }
    }
}
