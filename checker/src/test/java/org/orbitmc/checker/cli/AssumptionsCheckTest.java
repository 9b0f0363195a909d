package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbitmc.checker.report.MiniJson;

/**
 * "No errors found" says what it assumes, on the command line and in JSON; an assumption that can be explored instead
 * (spurious wake-ups) is, on request, and then finds the bug the assumption hid.
 */
class AssumptionsCheckTest {
    @TempDir
    Path dir;

    /** Waits with {@code if} instead of {@code while}: correct only if a wait never returns without a notify. */
    private Path waitWithIf() throws IOException {
        return Files.writeString(dir.resolve("WaitWithIf.java"), """
                public class WaitWithIf {
                    static final Object lock = new Object();
                    static boolean ready;

                    public static void main(String[] args) throws Exception {
                        Thread waiter = new Thread(() -> {
                            synchronized (lock) {
                                if (!ready) {
                                    try {
                                        lock.wait();
                                    } catch (InterruptedException e) {
                                        return;
                                    }
                                }
                                assert ready : "woke up before ready";
                            }
                        });
                        waiter.start();
                        synchronized (lock) {
                            ready = true;
                            lock.notify();
                        }
                        waiter.join();
                    }
                }
                """);
    }

    @Test
    void noErrorsNamesItsAssumptionsAndSpuriousWakeupsCanBeExplored() throws IOException {
        Path source = waitWithIf();
        OrbitCli.Result assumed = orbit("check", source.toString());
        assertEquals(0, assumed.status(), assumed.out() + assumed.err());
        String line = assumed.out().lines().filter(l -> l.startsWith("Assuming ")).findFirst().orElseThrow();
        for (String name : List.of("sequential consistency", "linearizable java.util.concurrent", "abstract time",
                "no spurious wake-ups", "fixed identity hashes", "references never cleared")) {
            assertTrue(line.contains(name), line);
        }

        OrbitCli.Result explored = orbit("check", "--spurious-wakeups", source.toString());
        assertEquals(1, explored.status(), explored.out() + explored.err());
        assertTrue(explored.out().contains("woke up before ready"), explored.out());
    }

    @Test
    void jsonListsTheAssumptionsOfTheOptionsInForce() throws IOException {
        Path source = waitWithIf();
        Path json = dir.resolve("r.json");
        OrbitCli.Result r = orbit("check", "--interleave-libraries", "--json", json.toString(), source.toString());
        assertEquals(0, r.status(), r.out() + r.err());
        Map<?, ?> report = (Map<?, ?>) MiniJson.parse(Files.readString(json));
        List<?> ids = ((List<?>) report.get("assumptions")).stream().map(a -> ((Map<?, ?>) a).get("id")).toList();
        assertEquals(List.of("sequential-consistency", "abstract-time", "no-spurious-wakeups", "fixed-identity-hashes",
                "no-reference-clearing"), ids, "interleaving the libraries drops the assumption that they are linearizable");
        assertFalse(((Map<?, ?>) ((List<?>) report.get("assumptions")).get(0)).get("detail").toString().isEmpty());
    }
}
