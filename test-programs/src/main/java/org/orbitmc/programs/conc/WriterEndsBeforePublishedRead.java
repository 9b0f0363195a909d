/*
 * A writer sets a cell's value without a lock, then announces it (a volatile stage), and ends. A reader, holding the
 * cell's monitor, reads the stage and then the value, and asserts that an announced value is there.
 *
 * Verdict: no errors (under sequential consistency the value is written before the stage). The reader's read of the
 * value races with the writer's write, and may come right after the writer's end, starting a new history: the value
 * becomes unguarded in the order where the reader's step comes first, and the search, started again, must still find
 * nothing.
 */
package org.orbitmc.programs.conc;

public class WriterEndsBeforePublishedRead {
    static final class Cell {
        int value;
    }

    static final Cell CELL = new Cell();
    static volatile int stage;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            CELL.value = 1;
            stage = 1;
        });
        Thread reader = new Thread(() -> {
            synchronized (CELL) {
                int announced = stage;
                int seen = CELL.value;
                assert announced == 0 || seen == 1 : "announced, but the value is not there";
            }
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
