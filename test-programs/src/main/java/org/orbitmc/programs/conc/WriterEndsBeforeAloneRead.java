/*
 * A writer announces itself (a volatile stage) and then sets a cell's value without a lock, and ends. Main reads the
 * stage and then the value, holding no lock, and asserts it cannot see the value without the stage.
 *
 * Verdict: assertion failure. Main reads the stage (0); the writer announces itself, writes and ends; main reads the
 * value (1). When main reads the value it is the only live thread, so the read needs no lock and narrows nothing (an
 * access of the only live thread commutes with everything: nothing else can run): the failing schedule needs the
 * writer's racing write and its end inside main's step. The search refines in an order where the two accesses meet
 * with both threads alive (main's step first, then the writer's write; or the write, then main's step before the
 * writer's end): the value becomes unguarded and main's read a step of its own (docs/algorithms.md, "Scheduling points
 * by lock discipline", "A thread that ends mid-way").
 */
package org.orbitmc.programs.conc;

public class WriterEndsBeforeAloneRead {
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
        writer.start();
        int announced = stage;
        int seen = CELL.value;
        writer.join();
        assert !(announced == 0 && seen == 1) : "the value without the stage";
    }
}
