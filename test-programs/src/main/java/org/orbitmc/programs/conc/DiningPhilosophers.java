/*
 * Dining philosophers (Robby et al. 2003, §5.1): N philosophers around a table, each taking the lower-numbered of
 * its two forks first, so there is no cyclic wait. Forks are objects locked with synchronized; philosophers eat
 * once. All philosophers run the same code: thread and heap symmetry apply.
 *
 * Verdict: no errors. Usage: DiningPhilosophers [N] (default 3).
 */
package org.orbitmc.programs.conc;

public class DiningPhilosophers {
    static final class Fork {
        boolean used;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        Fork[] forks = new Fork[n];
        for (int i = 0; i < n; i++) {
            forks[i] = new Fork();
        }
        Thread[] philosophers = new Thread[n];
        for (int i = 0; i < n; i++) {
            Fork left = forks[i];
            Fork right = forks[(i + 1) % n];
            Fork first = i < (i + 1) % n ? left : right;
            Fork second = first == left ? right : left;
            philosophers[i] = new Thread(() -> {
                synchronized (first) {
                    synchronized (second) {
                        first.used = true;
                        second.used = true;
                    }
                }
            });
            philosophers[i].start();
        }
        for (Thread p : philosophers) {
            p.join();
        }
    }
}
