package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Limits hold even inside a transition that never reaches a scheduling point; so does the user's interrupt. */
class LimitsTest {
    @TempDir
    Path dir;

    private Path spin() throws IOException {
        return Files.writeString(dir.resolve("Spin.java"), """
                public class Spin {
                    public static void main(String[] args) {
                        long i = 0;
                        while (true) {
                            i++;
                        }
                    }
                }
                """);
    }

    @Test
    void aTimeLimitStopsALoopWithoutSchedulingPoints() throws IOException {
        Path json = dir.resolve("spin.json");
        long start = System.nanoTime();
        OrbitCli.Result r = orbit("check", "--time-limit", "1s", "--json", json.toString(), spin().toString());
        assertEquals(3, r.status(), r.out() + r.err());
        assertTrue(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start) < 20);
        assertTrue(r.out().startsWith("Incomplete: time limit 1s reached while thread \"main\" looped at Spin.java:5 without "
                + "reaching a scheduling point"), r.out());
        assertTrue(Files.readString(json).contains("\"verdict\": \"incomplete\""));
    }

    /** orbit run gives threads time slices: a daemon spinning forever does not keep main's sleep from ending. */
    @Test
    void aSpinningDaemonDoesNotStarveMainUnderRun() throws IOException {
        Path source = Files.writeString(dir.resolve("DaemonSpin.java"), """
                public class DaemonSpin {
                    static volatile long spins;

                    public static void main(String[] args) throws Exception {
                        Thread d = new Thread(() -> { while (true) { spins++; } });
                        d.setDaemon(true);
                        d.start();
                        Thread.sleep(50);
                        System.out.println("main done");
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("main done\n", r.out());
    }

    /** SIGTERM (as SIGINT) stops the search: the summary and the JSON report are still written, and the exit code is 3. */
    @Test
    void anInterruptedSearchStillReports() throws Exception {
        Path json = dir.resolve("interrupted.json");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(List.of(java.toString(), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "check", "--json", json.toString(), spin().toString()))
                .redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        try {
            Thread.sleep(8_000); // started (the hook is installed before the program is compiled), likely looping
            assertTrue(p.isAlive(), () -> "ended early: " + output());
            p.destroy();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "did not end after SIGTERM");
            String out = output();
            assertEquals(3, p.exitValue(), out);
            assertTrue(out.contains("Incomplete: interrupted"), out);
            assertTrue(Files.readString(json).contains("\"reason\": \"interrupted"), Files.readString(json));
        } finally {
            p.destroyForcibly();
        }
    }

    private String output() {
        try {
            return Files.readString(dir.resolve("out.txt"));
        } catch (IOException e) {
            return e.toString();
        }
    }
}
