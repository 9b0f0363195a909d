/*
 * Like SleepBeforeLongWait, but the 10 ms sleep is in a second worker that main starts: the waiter asserts that
 * the sleeper has woken when its 5 s wait ends.
 *
 * Verdict: assertion. Deadline order holds only among timeouts that have begun: the sleeper may not have run
 * yet (a JVM may leave a started thread unscheduled for any time) when the waiter's 5 s timeout comes, so its
 * sleep starts, and ends, after it.
 */
package org.orbitmc.programs.conc;

public class SleeperNotYetAsleep {
    static volatile boolean sleeperWoke;

    public static void main(String[] args) throws InterruptedException {
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait(5_000);
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
            assert sleeperWoke : "the 5 s wait ended before the 10 ms sleep";
        });
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            sleeperWoke = true;
        });
        waiter.start();
        sleeper.start();
        waiter.join();
        sleeper.join();
    }
}
