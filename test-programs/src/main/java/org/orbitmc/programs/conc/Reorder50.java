/* Reorder with 49 writers and one reader (50 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Reorder50 {
    public static void main(String[] args) throws InterruptedException {
        Reorder.run(49);
    }
}
