/* Reorder with 19 writers and one reader (20 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Reorder20 {
    public static void main(String[] args) throws InterruptedException {
        Reorder.run(19);
    }
}
