/*
 * Three threads hand a counter round by busy-waiting on a volatile turn: main sets turn 1, the first worker waits for
 * it, increments and sets 2, the second waits for 2, increments and sets 3, main waits for 3 and checks the count.
 * A spinning thread's loop returns to the state it started from, so the state graph has cycles.
 *
 * Verdict: no errors (every increment happens-after the previous one through the turn). Usage: SpinHandoffOk.
 */
package org.orbitmc.programs.conc;

public class SpinHandoffOk {
    static volatile int turn;
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread first = new Thread(() -> {
            while (turn != 1) {
                Thread.onSpinWait();
            }
            count++;
            turn = 2;
        });
        Thread second = new Thread(() -> {
            while (turn != 2) {
                Thread.onSpinWait();
            }
            count++;
            turn = 3;
        });
        first.start();
        second.start();
        turn = 1;
        while (turn != 3) {
            Thread.onSpinWait();
        }
        assert count == 2 : "lost an increment: " + count;
        first.join();
        second.join();
    }
}
