/*
 * A static initializer run by reflection (Field.getInt on a static field initializes its class) updates a counter
 * that another thread writes at the same time.
 *
 * Verdict: errors (assertion). The reflective read initializes Config as getstatic would; its initializer reads
 * count, the other thread writes 5, the initializer writes its stale count + 1, so count ends at 1.
 */
package org.orbitmc.programs.conc;

import java.lang.reflect.Field;

public class ReflectiveInitLostUpdate {
    static int count;

    static final class Config {
        static int value = 7;

        static {
            int c = count;
            count = c + 1;
        }
    }

    public static void main(String[] args) throws Exception {
        Field value = Config.class.getDeclaredField("value");
        Thread writer = new Thread(() -> count = 5);
        writer.start();
        int v = value.getInt(null);
        writer.join();
        assert count != 1 : "the initializer lost the other thread's write (value " + v + ")";
    }
}
