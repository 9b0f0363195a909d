/*
 * Store buffering under sequential consistency, with a thread's end in the middle. A reader reads a cell's value holding
 * the cell's monitor, then raises a volatile flag, and ends. A writer reads the flag and then writes the value without
 * a lock. Main joins both and asserts that the reader saw the value or the writer saw the flag.
 *
 * Verdict: assertion failure. The writer reads the flag (0); the reader reads the value (0), raises the flag and ends;
 * the writer writes the value. That write comes right after the reader's end: the value's only other accessor has
 * ended, so the write starts a new history and is invisible, and the failing schedule needs the reader's whole run
 * inside the writer's step. The search refines in an order where the two accesses meet with both threads alive (the
 * writer's step first, then the reader's read; or the read, then the writer's step before the reader's end): the value
 * becomes unguarded and the write a step of its own (docs/algorithms.md, "Scheduling points by lock discipline", "A
 * thread that ends mid-way").
 */
package org.orbitmc.programs.conc;

public class ReaderEndsBeforeUnlockedWrite {
    static final class Cell {
        int value;
    }

    static final Cell CELL = new Cell();
    static volatile int flag;
    static int valueSeen;
    static int flagSeen;

    public static void main(String[] args) throws InterruptedException {
        Thread reader = new Thread(() -> {
            synchronized (CELL) {
                valueSeen = CELL.value;
            }
            flag = 1;
        });
        Thread writer = new Thread(() -> {
            flagSeen = flag;
            CELL.value = 1;
        });
        reader.start();
        writer.start();
        reader.join();
        writer.join();
        assert valueSeen == 1 || flagSeen == 1 : "neither saw the other";
    }
}
