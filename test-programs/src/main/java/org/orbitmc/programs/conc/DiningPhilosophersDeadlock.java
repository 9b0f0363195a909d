/*
 * Dining philosophers with three philosophers: each takes its left fork (fork i) and then its right
 * fork (fork (i + 1) % 3) and eats once. Philosopher 0 is the main thread, philosophers 1 and 2
 * are started threads.
 *
 * Verdict: errors (deadlock). Interleaving: main takes fork 0, thread 1 takes fork 1, thread 2
 * takes fork 2, all before anyone takes a right fork. Now main blocks on fork 1 (held by thread 1),
 * thread 1 on fork 2 (held by thread 2) and thread 2 on fork 0 (held by main): a cycle of monitor
 * waits, no thread can run. Every other interleaving lets all three eat.
 */
package org.orbitmc.programs.conc;

public class DiningPhilosophersDeadlock {
    static final Object[] forks = { new Object(), new Object(), new Object() };
    static final boolean[] ate = new boolean[3];

    static void dine(int i) {
        Object left = forks[i];
        Object right = forks[(i + 1) % 3];
        synchronized (left) {
            Thread.yield(); // widens the window in which every philosopher holds exactly one fork
            synchronized (right) {
                ate[i] = true;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread p1 = new Thread(() -> dine(1));
        Thread p2 = new Thread(() -> dine(2));
        p1.start();
        p2.start();
        dine(0);
        p1.join();
        p2.join();
        assert ate[0] && ate[1] && ate[2] : "a philosopher did not eat";
    }
}
