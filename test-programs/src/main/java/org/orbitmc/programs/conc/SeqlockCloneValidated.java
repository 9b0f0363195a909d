/*
 * The twin of SeqlockCloneUnvalidated: the reader uses the copy only when the sequence number is even and unchanged
 * after the copy (a correct seqlock under sequential consistency; seq is volatile). The writer copies its new data
 * in with System.arraycopy, also one element at a time.
 *
 * Verdict: no errors.
 */
package org.orbitmc.programs.conc;

public class SeqlockCloneValidated {
    static volatile int seq;
    static final int[] data = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            seq = 1;
            System.arraycopy(new int[] {1, 1}, 0, data, 0, 2);
            seq = 2;
        });
        writer.start();
        int s = seq;
        if (s % 2 == 0) {
            int[] copy = data.clone();
            if (seq == s) {
                assert copy[0] == copy[1] : "torn read";
            }
        }
        writer.join();
    }
}
