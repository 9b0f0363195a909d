/* Twostage with 49 workers and one reader (50 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Twostage50 {
    public static void main(String[] args) throws InterruptedException {
        Twostage.run(49);
    }
}
