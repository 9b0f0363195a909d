/*
 * A writer announces itself (a volatile stage) and then sets a cell's value without a lock, and ends. A reader, holding
 * the cell's monitor, reads the stage and then the value, and asserts it cannot see the value without the stage.
 *
 * Verdict: assertion failure. The reader reads the stage (0) before the writer announces itself; the writer then writes
 * and ends; the reader's read of the value (1) comes after. That read holds the cell's monitor and its only other
 * accessor has ended, so it starts a new history and is invisible: that schedule has the writer's whole tail (a racing
 * write right before its end) inside the reader's step. The search refines in an order where the two accesses meet with
 * both threads alive (the reader's step first, then the writer's write; or the write, then the reader's step before
 * the writer's end): the value becomes unguarded, the search starts again and the read becomes a step of its own
 * (docs/algorithms.md, "Scheduling points by lock discipline", "A thread that ends mid-way").
 */
package org.orbitmc.programs.conc;

public class WriterEndsBeforeLockedRead {
    static final class Cell {
        int value;
    }

    static final Cell CELL = new Cell();
    static volatile int stage;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            stage = 1;
            CELL.value = 1;
        });
        Thread reader = new Thread(() -> {
            synchronized (CELL) {
                int announced = stage;
                int seen = CELL.value;
                assert !(announced == 0 && seen == 1) : "the value without the stage";
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
