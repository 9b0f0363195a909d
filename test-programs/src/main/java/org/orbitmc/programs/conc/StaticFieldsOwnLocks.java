/*
 * Two statics of one class, each under its own lock, and a third written once by main before the workers start
 * and then only read, without a lock. Two workers update both counters.
 *
 * Verdict: no errors. Each static has a lock that every access to it holds (the flag is only read once the workers
 * run). The class's one guard for its statics loses protection (the counters' locks have nothing in common) and
 * splits into a guard per static, with which no counter access is a scheduling point; before session 13 the
 * counters and the flag were unguarded one after the other instead.
 */
package org.orbitmc.programs.conc;

public class StaticFieldsOwnLocks {
    static final Object A = new Object();
    static final Object B = new Object();
    static int a;
    static int b;
    static int step;

    public static void main(String[] args) throws InterruptedException {
        step = 2;
        Runnable work = () -> {
            for (int k = 0; k < 2; k++) {
                synchronized (A) {
                    a += step;
                }
                synchronized (B) {
                    b += step + 1;
                }
            }
        };
        Thread t = new Thread(work);
        Thread u = new Thread(work);
        t.start();
        u.start();
        t.join();
        u.join();
        assert a == 8 && b == 12 : a + " " + b;
    }
}
