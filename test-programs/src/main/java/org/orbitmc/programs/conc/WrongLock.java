/*
 * SCTBench's "wronglock" in Java: N workers add 1 to a shared counter under lock L, read and write as two
 * steps; one worker, started last, takes lock M instead. Main joins all and checks the count.
 *
 * Verdict: errors (assertion): the wrong-lock worker preempted between its read and its write while a
 * right-lock worker updates loses that update (one preemption). WrongLock10, WrongLock20 and WrongLock50 run
 * 10, 20 and 50 threads besides main.
 */
package org.orbitmc.programs.conc;

public class WrongLock {
    static final Object L = new Object();
    static final Object M = new Object();
    static int count;

    static void increment(Object lock) {
        synchronized (lock) {
            int c = count;
            count = c + 1;
        }
    }

    /** {@code right} workers taking L and one taking M, all joined. */
    static void run(int right) throws InterruptedException {
        Thread[] threads = new Thread[right + 1];
        for (int i = 0; i < right; i++) {
            threads[i] = new Thread(() -> increment(L));
        }
        threads[right] = new Thread(() -> increment(M));
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        assert count == right + 1 : "lost update: " + count + " of " + (right + 1);
    }

    public static void main(String[] args) throws InterruptedException {
        run(args.length > 0 ? Integer.parseInt(args[0]) : 9);
    }
}
