/*
 * Two workers busy-wait on a volatile gate that main opens, then both increment a plain counter; main joins them and
 * checks the count. The spinning makes cycles in the state graph; the increments race.
 *
 * Verdict: assertion failure (a lost update: both read 0). Usage: SpinGateLostUpdate.
 */
package org.orbitmc.programs.conc;

public class SpinGateLostUpdate {
    static volatile boolean open;
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Runnable worker = () -> {
            while (!open) {
                Thread.onSpinWait();
            }
            count++;
        };
        Thread a = new Thread(worker);
        Thread b = new Thread(worker);
        a.start();
        b.start();
        open = true;
        a.join();
        b.join();
        assert count == 2 : "lost update: " + count;
    }
}
