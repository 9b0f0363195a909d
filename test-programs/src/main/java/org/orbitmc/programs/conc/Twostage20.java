/* Twostage with 19 workers and one reader (20 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Twostage20 {
    public static void main(String[] args) throws InterruptedException {
        Twostage.run(19);
    }
}
