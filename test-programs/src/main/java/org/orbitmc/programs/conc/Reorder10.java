/* Reorder with 9 writers and one reader (10 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Reorder10 {
    public static void main(String[] args) throws InterruptedException {
        Reorder.run(9);
    }
}
