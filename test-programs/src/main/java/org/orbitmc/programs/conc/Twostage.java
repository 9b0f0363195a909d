/*
 * SCTBench's "twostage" in Java: N workers each update data1 under lock m1, then data2 = data1 + 1 under lock
 * m2 (two phases, the locks released in between); one reader reads data1 under m1 and then data2 under m2 and
 * checks that data2 == data1 + 1 once data1 is set. The workers are started first, then the reader.
 *
 * Verdict: errors (assertion): a worker preempted between its phases lets the reader see data1 == 1 and
 * data2 == 0 (one preemption). Twostage10, Twostage20 and Twostage50 run 10, 20 and 50 threads besides main.
 */
package org.orbitmc.programs.conc;

public class Twostage {
    static final Object M1 = new Object();
    static final Object M2 = new Object();
    static int data1;
    static int data2;

    static void update() {
        synchronized (M1) {
            data1 = 1;
        }
        synchronized (M2) {
            data2 = data1 + 1;
        }
    }

    static void read() {
        int t1;
        synchronized (M1) {
            if (data1 == 0) {
                return;
            }
            t1 = data1;
        }
        int t2;
        synchronized (M2) {
            t2 = data2;
        }
        assert t2 == t1 + 1 : "two-stage update seen half done: data1 = " + t1 + ", data2 = " + t2;
    }

    /** {@code workers} updating threads and one reader, all joined. */
    static void run(int workers) throws InterruptedException {
        Thread[] threads = new Thread[workers + 1];
        for (int i = 0; i < workers; i++) {
            threads[i] = new Thread(Twostage::update);
        }
        threads[workers] = new Thread(Twostage::read);
        for (Thread t : threads) {
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        run(args.length > 0 ? Integer.parseInt(args[0]) : 9);
    }
}
