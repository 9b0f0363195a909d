/*
 * The twin of FinalFieldThisEscape: the object is published only after its constructor returns, so a reader that
 * finds it sees its final field assigned, and both reads agree. (Reads of the final field of a constructed object
 * stay invisible operations, so this costs no extra states.)
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

public class FinalFieldSafePublication {
    static FinalFieldSafePublication shared;
    final int x;

    FinalFieldSafePublication() {
        x = 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            FinalFieldSafePublication s = shared;
            if (s != null) {
                int a = s.x;
                int b = s.x;
                assert a == b && a == 1 : "final field changed: " + a + " then " + b;
            }
        });
        reader.start();
        shared = new FinalFieldSafePublication();
        reader.join();
    }
}
