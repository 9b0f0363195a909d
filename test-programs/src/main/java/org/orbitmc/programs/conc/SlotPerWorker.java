/*
 * Workers (two by default) each write only their own slot of a shared results array, without a lock, several times;
 * main reads every slot after joining them all.
 *
 * Verdict: no errors. No two threads ever touch the same element while both run: each element's history belongs to
 * one worker (its own virtual lock protects it), and main's reads start each history again once the worker has ended.
 * The array's one guard loses protection at the second worker's write; split into a guard per element (a refinement),
 * no element access is a scheduling point. Before session 13 every one was, and every int[] of the program visible.
 */
package org.orbitmc.programs.conc;

public class SlotPerWorker {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2;
        int[] results = new int[n];
        Thread[] workers = new Thread[n];
        for (int w = 0; w < n; w++) {
            int slot = w;
            workers[w] = new Thread(() -> {
                for (int k = 1; k <= 3; k++) {
                    results[slot] += k * (slot + 1);
                }
            });
            workers[w].start();
        }
        int sum = 0;
        for (int w = 0; w < n; w++) {
            workers[w].join();
            sum += results[w];
        }
        assert sum == 6 * n * (n + 1) / 2 : "sum " + sum;
    }
}
