/* WrongLock with 19 workers taking the right lock and one the wrong (20 threads besides main). Verdict: errors (assertion). */
package org.orbitmc.programs.conc;

public class WrongLock20 {
    public static void main(String[] args) throws InterruptedException {
        WrongLock.run(19);
    }
}
