/*
 * The fixed twin of EnumInitLostUpdate: the enum's initializer and the other thread update the counter under one lock.
 *
 * Verdict: no errors. Each update is atomic with respect to the other, so count ends at 6 or 5, never 1.
 */
package org.orbitmc.programs.conc;

public class EnumInitLocked {
    static final Object lock = new Object();
    static int count;

    enum Color {
        RED, GREEN;

        static {
            synchronized (lock) {
                int c = count;
                count = c + 1;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            synchronized (lock) {
                count = 5;
            }
        });
        writer.start();
        Color red = Enum.valueOf(Color.class, "RED");
        writer.join();
        synchronized (lock) {
            assert count != 1 : "the initializer of " + red.getDeclaringClass().getSimpleName() + " lost the other thread's write";
        }
    }
}
