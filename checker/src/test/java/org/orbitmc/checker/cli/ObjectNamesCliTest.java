package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A counterexample names objects as people do: by the local variable (LocalVariableTable) or static field that reaches
 * them, threads by name, boxes by value; {@code Type#N} only when nothing better exists (code compiled without -g).
 */
class ObjectNamesCliTest {
    @TempDir
    Path dir;

    private static final String BANK = """
            public class Bank {
                static class Account {
                    int balance = 100;
                }

                static final Object audit = new Object();
                static Integer last;

                static void transfer(Account from, Account to, int amount) {
                    synchronized (from) {
                        synchronized (to) {
                            from.balance -= amount;
                            to.balance += amount;
                        }
                    }
                }

                public static void main(String[] args) throws InterruptedException {
                    Account alice = new Account();
                    Account bob = new Account();
                    Thread t = new Thread(() -> transfer(alice, bob, 10), "alice-to-bob");
                    t.start();
                    synchronized (audit) {
                        last = 1;
                    }
                    transfer(bob, alice, 20);
                    t.join();
                }
            }
            """;

    @Test
    void objectsAreNamedByTheVariableOrFieldThatReachesThem() throws IOException {
        Path source = Files.writeString(dir.resolve("Bank.java"), BANK);
        OrbitCli.Result r = orbit("check", "--search", "dfs", source.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        String out = r.out();
        assertTrue(out.contains("lock alice (Bank$Account)"), out);
        assertTrue(out.contains("lock bob (Bank$Account)"), out);
        assertTrue(out.contains("lock Bank.audit (Object)"), out);
        // Boxes show by their value, never as Integer#N (reading Integer.valueOf's cache is no step since the caches are
        // immutable: BoxCacheTraceTest).
        assertFalse(out.contains("Integer#"), out);
        assertFalse(out.contains("lock Bank$Account#"), out);
    }

    @Test
    void withoutALocalVariableTableLocalsAreNotNamed() throws IOException {
        Path classes = Files.createDirectories(dir.resolve("classes"));
        Path source = Files.writeString(dir.resolve("Bank.java"), BANK);
        int status = ToolProvider.getSystemJavaCompiler().run(null, null, null, List.of("-g:source,lines", "-d",
                classes.toString(), source.toString()).toArray(String[]::new));
        assertEquals(0, status);
        OrbitCli.Result r = orbit("check", "--search", "dfs", "-cp", classes.toString(), "Bank");
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("lock Bank$Account#"), r.out());
        assertTrue(r.out().contains("lock Bank.audit (Object)"), r.out()); // static fields still name
    }

    @Test
    void threadsAreNamedByTheirName() throws IOException {
        Path source = Files.writeString(dir.resolve("Joiner.java"), """
                public class Joiner {
                    static int x;

                    public static void main(String[] args) throws InterruptedException {
                        Thread worker = new Thread(() -> {
                            synchronized (Joiner.class) { // a visible first operation: main's join waits for it
                                x = 1;
                            }
                        }, "worker");
                        worker.start();
                        worker.join();
                        assert x == 0;
                    }
                }
                """);
        OrbitCli.Result r = orbit("check", "--search", "dfs", source.toString());
        assertEquals(1, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("Thread \"worker\""), r.out());
    }
}
