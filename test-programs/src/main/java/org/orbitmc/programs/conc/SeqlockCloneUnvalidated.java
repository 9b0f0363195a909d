/*
 * A seqlock whose reader copies the data with clone() after seeing an even sequence number but never checks the
 * number again: the copy can be torn, because a clone reads the elements one by one.
 *
 * Verdict: errors (assertion). Interleaving: the reader reads seq == 0 and clones data[0] == 0; the writer sets seq
 * odd and writes both elements; the clone reads data[1] == 1; `assert copy[0] == copy[1]` fails. (Orbit used to
 * copy a whole shared array in one step.)
 */
package org.orbitmc.programs.conc;

public class SeqlockCloneUnvalidated {
    static volatile int seq;
    static final int[] data = new int[2];

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            seq = 1;
            data[0] = 1;
            data[1] = 1;
            seq = 2;
        });
        writer.start();
        int s = seq;
        if (s % 2 == 0) {
            int[] copy = data.clone();
            assert copy[0] == copy[1] : "torn read";
        }
        writer.join();
    }
}
