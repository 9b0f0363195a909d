/*
 * The fixed twin of SynchronizedRunRace: main hands the data over before it starts the worker, whose
 * synchronized run() then sums it.
 *
 * Verdict: no errors. start() happens-after setData(), so run() always finds the data; main's join and
 * the worker's monitor (run() holds it while main may call sum() only after join) keep the sum exact.
 */
package org.orbitmc.programs.conc;

public class SynchronizedRunOk {
    static class Summer extends Thread {
        private int[] data; // guarded by this
        private int sum;    // guarded by this

        synchronized void setData(int[] data) {
            this.data = data;
        }

        synchronized int sum() {
            return sum;
        }

        @Override
        public synchronized void run() {
            for (int v : data) {
                sum += v;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Summer summer = new Summer();
        summer.setData(new int[] {1, 2, 3});
        summer.start();
        summer.join();
        assert summer.sum() == 6 : "sum " + summer.sum();
    }
}
