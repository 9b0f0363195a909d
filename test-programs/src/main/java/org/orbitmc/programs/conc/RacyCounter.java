/*
 * Two threads each increment an unsynchronized shared counter once (`count++`, written out as
 * read, yield, write so that the race also shows on a real JVM).
 *
 * Verdict: errors (assertion), a lost update. Interleaving: thread 1 reads 0, thread 2 reads 0,
 * thread 1 writes 1, thread 2 writes 1; main joins both and `assert count == 2` fails.
 */
package org.orbitmc.programs.conc;

public class RacyCounter {
    static int count;

    static void increment() {
        int c = count;
        Thread.yield(); // the racy window of count++
        count = c + 1;
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(RacyCounter::increment);
        Thread t2 = new Thread(RacyCounter::increment);
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert count == 2 : "lost update: " + count;
    }
}
