/*
 * A join chain: thread A computes a = 1; thread B joins A and computes b = a + 1; main joins only B
 * and reads both results.
 *
 * Verdict: no errors. B's join(A) returns only after A terminated, so B reads a == 1; main's join(B)
 * returns only after B terminated, which is after A terminated, so main sees a == 1 and b == 2. No
 * join cycle exists, so every interleaving terminates.
 */
package org.orbitmc.programs.conc;

public class JoinChain {
    static int a;
    static int b;

    public static void main(String[] args) throws InterruptedException {
        Thread ta = new Thread(() -> a = 1);
        Thread tb = new Thread(() -> {
            try {
                ta.join();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e); // nobody interrupts
            }
            b = a + 1;
        });
        ta.start();
        tb.start();
        tb.join();
        assert a == 1 && b == 2 : "a=" + a + " b=" + b;
    }
}
