/*
 * As SlotPerWorker, but the last worker also adds to the first worker's slot, without a lock.
 *
 * Verdict: assertion failure. The first worker and the last one both read and write element 0 unprotected: a lost
 * update. The array's one guard fails first and splits into a guard per element; element 0's own guard then has no
 * candidate left at the second worker's access, the elements of the array's allocation site become unguarded, and
 * the search explores again with those accesses visible.
 */
package org.orbitmc.programs.conc;

public class SlotPerWorkerRace {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int[] results = new int[n];
        Thread[] workers = new Thread[n];
        for (int w = 0; w < n; w++) {
            int slot = w;
            workers[w] = new Thread(() -> {
                results[slot] += 1;
                results[slot] += 1;
                if (slot == n - 1) {
                    results[0] += 1; // the bug: another worker's slot
                }
            });
            workers[w].start();
        }
        for (Thread worker : workers) {
            worker.join();
        }
        assert results[0] == 3 : "results[0] == " + results[0];
    }
}
