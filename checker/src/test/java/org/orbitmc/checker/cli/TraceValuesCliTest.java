package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A counterexample's reads and writes show their values; steps inside the JDK show at the program line that called it. */
class TraceValuesCliTest {
    @TempDir
    Path dir;

    @Test
    void readsAndWritesShowTheirValuesAndJdkStepsTheProgramLine() throws IOException {
        Path source = Files.writeString(dir.resolve("Values.java"), """
                public class Values {
                    static String label = "start";
                    static final long[] cells = new long[2];
                    static boolean done;

                    public static void main(String[] args) throws InterruptedException {
                        Thread t = new Thread(() -> {
                            cells[1] = 42L;
                            label = "worker";
                            done = true;
                        });
                        t.start();
                        if (done && cells[1] == 42L && label.equals("worker")) {
                            throw new IllegalStateException("seen");
                        }
                        t.join();
                    }
                }
                """);
        OrbitCli.Result r = orbit("check", "--search", "bfs", source.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        String out = r.out();
        assertTrue(out.contains("write Values.cells[1] = 42"), out);
        assertTrue(out.contains("write Values.label = \"worker\""), out);
        assertTrue(out.contains("write Values.done = true"), out);
        assertTrue(out.contains("read Values.done = true"), out);
        OrbitCli.Result full = orbit("check", "--search", "bfs", "--trace", "full", source.toString());
        assertEquals(1, full.status(), full.out() + full.err());
        assertTrue(!full.out().contains("folded"), full.out());
    }

    @Test
    void aTraceStyleThatDoesNotExistIsRefusedInOneLine() {
        OrbitCli.Result r = orbit("check", "--trace", "short", "Missing");
        assertEquals(2, r.status(), r.err());
        assertTrue(r.err().contains("'short' is not a trace style (folded, full or table)"), r.err());
    }
}
