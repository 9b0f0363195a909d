/*
 * Main reads a shared cell's value while it is the only thread, then starts a writer that sets it without a lock (and
 * a thread that does nothing), joins both and asserts it saw the final value.
 *
 * Verdict: assertion failure (main read before the writer ran). The read needs no lock (main is alone); the write holds
 * none, so the value field leaves its lock expressions for its object's guard. That must start the search again: the
 * read was judged by no history, and a path re-executed from the start under the guard (the preemption-bounded search
 * does so, and so does a replay) must make the same transitions. It did not (an internal error, session 14).
 */
package org.orbitmc.programs.conc;

public class AloneThenUnlocked {
    static final class Cell {
        int value;
    }

    static final Cell CELL = new Cell();

    public static void main(String[] args) throws InterruptedException {
        int seen = CELL.value;
        Thread writer = new Thread(() -> CELL.value = 1);
        Thread idle = new Thread(() -> { });
        writer.start();
        idle.start();
        writer.join();
        idle.join();
        assert seen == CELL.value : "main saw " + seen + ", the writer left " + CELL.value;
    }
}
