/*
 * Publication through a volatile flag: a writer thread sets data = 42 and then the volatile flag
 * ready; main polls the flag at most twice (no unbounded spin) and, if it is set, reads data.
 *
 * Verdict: no errors. The writer writes data before ready, so whenever main sees ready == true,
 * data is already 42 (under sequential consistency trivially, under the JMM through the volatile
 * happens-before edge). After join() main sees data == 42 regardless of what the polls saw.
 */
package org.orbitmc.programs.conc;

public class VolatileFlagPublication {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            data = 42;
            ready = true;
        });
        writer.start();
        for (int i = 0; i < 2; i++) {
            if (ready) {
                assert data == 42 : "flag set but data is " + data;
                break;
            }
            Thread.yield();
        }
        writer.join();
        assert data == 42 : "data " + data;
    }
}
