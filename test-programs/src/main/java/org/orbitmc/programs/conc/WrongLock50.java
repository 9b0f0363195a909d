/* WrongLock with 49 workers taking the right lock and one the wrong (50 threads besides main). Verdict: errors (assertion). */
package org.orbitmc.programs.conc;

public class WrongLock50 {
    public static void main(String[] args) throws InterruptedException {
        WrongLock.run(49);
    }
}
