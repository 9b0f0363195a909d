/*
 * A Thread subclass whose run() is synchronized sums data that main hands it through a synchronized
 * setter, but main starts the worker before handing the data over.
 *
 * Verdict: errors (uncaught-exception). The worker's run() may take the worker's monitor before main's
 * setData() does and find no data: NullPointerException in the worker. (Orbit used to take run()'s monitor
 * inside Thread.start on main's behalf: `orbit run` hung and `orbit check` found no error.)
 */
package org.orbitmc.programs.conc;

public class SynchronizedRunRace {
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
        summer.start();
        summer.setData(new int[] {1, 2, 3});
        summer.join();
        assert summer.sum() == 6 : "sum " + summer.sum();
    }
}
