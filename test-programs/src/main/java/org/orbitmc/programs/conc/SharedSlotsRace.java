/*
 * A tally keeps counts in an array and updates them under its own monitor. A second tally is made later over the same
 * array: an increment under the first tally's monitor and one under the second's can lose one.
 *
 * Verdict: assertion failure. While one Tally exists, the array's elements are protected by the monitor of the one
 * Tally (a lock expression naming a container's lock); the second tally ends that (a restart), and the lost update is
 * found.
 */
package org.orbitmc.programs.conc;

public class SharedSlotsRace {
    static final class Tally {
        private final int[] slots;

        Tally(int[] slots) {
            this.slots = slots;
        }

        synchronized void add(int i) {
            slots[i]++;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        int[] slots = new int[1];
        Tally first = new Tally(slots);
        Thread adder = new Thread(() -> first.add(0));
        Thread copier = new Thread(() -> {
            first.add(0);
            Tally second = new Tally(slots);
            second.add(0);
        });
        adder.start();
        copier.start();
        adder.join();
        copier.join();
        assert slots[0] == 3 : "lost an increment: " + slots[0];
    }
}
