package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The program's file system lives in its state: whatever a checked or run program writes, creates, deletes or renames,
 * the host's disk stays as it was; and what it may not reach (processes, the network, native libraries) stops the run
 * with one line naming the program's line.
 */
class OutsideWorldCliTest {
    @TempDir
    Path dir;

    private static final String WRITER = """
            import java.io.*;
            import java.nio.file.*;

            public class Writer {
                public static void main(String[] args) throws Exception {
                    Path d = Path.of(args[0]);
                    Thread t = new Thread(() -> {
                        try {
                            Files.writeString(d.resolve("new.txt"), "made by the program");
                            Files.move(d.resolve("moved.txt"), d.resolve("renamed.txt"));
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
                    t.start();
                    try (FileWriter w = new FileWriter(d.resolve("existing.txt").toFile(), true)) {
                        w.write("appended\\n");
                    }
                    Files.delete(d.resolve("doomed.txt"));
                    Files.createDirectories(d.resolve("sub/deeper"));
                    new RandomAccessFile(d.resolve("existing.txt").toFile(), "rw").setLength(2);
                    t.join();
                    assert Files.readString(d.resolve("existing.txt")).equals("ho") : Files.readString(d.resolve("existing.txt"));
                    assert !Files.exists(d.resolve("doomed.txt")) && Files.isDirectory(d.resolve("sub/deeper"));
                    assert Files.readString(d.resolve("renamed.txt")).equals("to move") && !new File(d.toFile(), "moved.txt").exists();
                    assert Files.readString(d.resolve("new.txt")).equals("made by the program");
                    System.out.println("wrote");
                }
            }
            """;

    @ParameterizedTest
    @ValueSource(strings = {"run", "check"})
    void writesNeverReachTheDisk(String command) throws IOException {
        Path files = Files.createDirectory(dir.resolve("files"));
        Files.writeString(files.resolve("existing.txt"), "host\n");
        Files.writeString(files.resolve("doomed.txt"), "doomed\n");
        Files.writeString(files.resolve("moved.txt"), "to move");
        FileTime old = FileTime.fromMillis(1_600_000_000_000L);
        try (Stream<Path> s = Files.list(files)) {
            for (Path p : s.toList()) {
                Files.setLastModifiedTime(p, old);
            }
        }
        Map<String, String> before = snapshot(files);
        Path source = Files.writeString(dir.resolve("Writer.java"), WRITER);

        OrbitCli.Result r = orbit(command, source.toString(), files.toString());

        assertEquals(0, r.status(), r.out() + r.err());
        assertTrue(command.equals("run") ? r.out().equals("wrote\n") : r.out().contains("No errors found"), r.out() + r.err());
        assertEquals(before, snapshot(files), "the program changed the host's disk");
    }

    /** Every file and directory under {@code root} with its content and modification time. */
    private static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String content = Files.isRegularFile(p) ? Files.readString(p) : "<dir>";
                m.put(root.relativize(p).toString(), content + " @" + Files.getLastModifiedTime(p).toMillis());
            }
        }
        return m;
    }

    @Test
    void runWritesToTheHostOnlyUnderTheDirectoryNamed() throws IOException {
        Path files = Files.createDirectory(dir.resolve("files"));
        Path out = Files.createDirectory(files.resolve("out"));
        Files.writeString(out.resolve("old.txt"), "old");
        Path source = Files.writeString(dir.resolve("Export.java"), """
                import java.nio.file.*;

                public class Export {
                    public static void main(String[] args) throws Exception {
                        Path d = Path.of(args[0]);
                        Files.writeString(d.resolve("out/a.txt"), "made");
                        Files.createDirectories(d.resolve("out/sub/deeper"));
                        Files.writeString(d.resolve("out/sub/deeper/b.txt"), "deep");
                        Files.delete(d.resolve("out/old.txt"));
                        Files.writeString(d.resolve("elsewhere.txt"), "not exported");
                    }
                }
                """);

        OrbitCli.Result r = orbit("run", "--write-to-host", out.toString(), source.toString(), files.toString());

        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertEquals("made", Files.readString(out.resolve("a.txt")));
        assertEquals("deep", Files.readString(out.resolve("sub/deeper/b.txt")));
        assertTrue(!Files.exists(out.resolve("old.txt")) && !Files.exists(files.resolve("elsewhere.txt")));
    }

    @Test
    void processesNetworkAndNativeLibrariesStopWithOneLine() throws IOException {
        Path source = Files.writeString(dir.resolve("Outside.java"), """
                public class Outside {
                    public static void main(String[] args) throws Exception {
                        switch (args[0]) {
                            case "process" -> new ProcessBuilder("true").start();
                            case "socket" -> new java.net.Socket("localhost", 9);
                            default -> System.loadLibrary("nothing");
                        }
                    }
                }
                """);
        Map<String, String> expected = Map.of("process", "starting a process", "socket", "the network", "library", "loading a native library");
        for (String what : List.of("process", "socket", "library")) {
            OrbitCli.Result r = orbit("run", source.toString(), what);
            assertEquals(3, r.status(), r.err());
            String line = r.singleErrorLine();
            assertTrue(line.contains(expected.get(what)) && line.contains("Outside.java:"), line);
        }
    }
}
