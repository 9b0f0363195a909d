/*
 * An enum's static initializer, run by Enum.valueOf, updates a counter that another thread writes at the same time.
 *
 * Verdict: errors (assertion). Enum.valueOf(Color.class, ...) initializes Color (through values()), and its
 * initializer reads count, the other thread writes 5, the initializer writes its stale count + 1: the 5 is lost
 * and count ends at 1. (If the write comes before or after the whole initializer, count ends at 6 or 5.) Seen on
 * HotSpot when the initializer is slowed between its read and its write.
 */
package org.orbitmc.programs.conc;

public class EnumInitLostUpdate {
    static int count;

    enum Color {
        RED, GREEN;

        static {
            int c = count;
            count = c + 1;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> count = 5);
        writer.start();
        Color red = Enum.valueOf(Color.class, "RED");
        writer.join();
        assert count != 1 : "the initializer of " + red.getDeclaringClass().getSimpleName() + " lost the other thread's write";
    }
}
