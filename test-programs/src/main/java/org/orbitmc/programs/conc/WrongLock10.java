/* WrongLock with 9 workers taking the right lock and one the wrong (10 threads besides main). Verdict: errors (assertion). */
package org.orbitmc.programs.conc;

public class WrongLock10 {
    public static void main(String[] args) throws InterruptedException {
        WrongLock.run(9);
    }
}
