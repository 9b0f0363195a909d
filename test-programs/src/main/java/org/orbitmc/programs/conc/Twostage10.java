/* Twostage with 9 workers and one reader (10 threads besides main). Verdict: errors (assertion), one preemption deep. */
package org.orbitmc.programs.conc;

public class Twostage10 {
    public static void main(String[] args) throws InterruptedException {
        Twostage.run(9);
    }
}
