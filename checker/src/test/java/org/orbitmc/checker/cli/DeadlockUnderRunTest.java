package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Under orbit run a program whose threads all block does not hang: one line naming what each waits for, exit 1. */
class DeadlockUnderRunTest {
    @TempDir
    Path dir;

    @Test
    void joinCycleIsReportedNotHung() throws IOException {
        Path source = Files.writeString(dir.resolve("Stuck.java"), """
                public class Stuck {
                    public static void main(String[] args) throws Exception {
                        Object lock = new Object();
                        Thread t = new Thread(() -> {
                            synchronized (lock) {
                                System.out.println("worker has the lock");
                            }
                        }, "worker");
                        synchronized (lock) {
                            t.start();
                            t.join();
                        }
                    }
                }
                """);
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(1, r.status(), r.err());
        String line = r.singleErrorLine();
        assertTrue(line.contains("deadlock"), line);
        assertTrue(line.contains("\"worker\" waits to lock java.lang.Object"), line);
        assertTrue(line.contains("\"main\" waits on java.lang.Thread"), line);
    }
}
