package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbitmc.checker.run.SourceCompiler;
import org.orbitmc.vm.BadInputException;

/** Compiling a single source file in memory, as {@code java File.java} does. */
class SourceCompilerTest {
    @TempDir
    Path dir;

    @Test
    void theFirstTopLevelClassIsTheMainClass() {
        Path source = OrbitCli.writeSource(dir, "Two.java",
                "package p.q;",
                "class First { public static void main(String[] a) { new Second.Inner(); } }",
                "class Second { static class Inner {} }");
        SourceCompiler.Compiled c = SourceCompiler.compile(source, List.of());
        assertEquals("p.q.First", c.mainClass());
        assertEquals(Set.of("p/q/First", "p/q/Second", "p/q/Second$Inner"), c.classes().keySet());
        byte[] magic = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE};
        assertArrayEquals(magic, java.util.Arrays.copyOf(c.classes().get("p/q/First"), 4));
        // --release 17: class file major version 61.
        assertEquals(61, c.classes().get("p/q/First")[7]);
    }

    @Test
    void compilesAgainstTheClassPath() throws IOException {
        Path lib = Files.createDirectory(dir.resolve("lib"));
        Path libSource = OrbitCli.writeSource(dir, "Helper.java", "public class Helper { public static int one() { return 1; } }");
        Files.write(lib.resolve("Helper.class"), SourceCompiler.compile(libSource, List.of()).classes().get("Helper"));
        Path source = OrbitCli.writeSource(dir, "UsesHelper.java",
                "class UsesHelper { public static void main(String[] a) { System.exit(Helper.one()); } }");
        assertThrows(BadInputException.class, () -> SourceCompiler.compile(source, List.of()));
        assertEquals(Set.of("UsesHelper"), SourceCompiler.compile(source, List.of(lib)).classes().keySet());
    }

    @Test
    void errorsAreListedOnePerLineWithFileAndLine() {
        Path source = OrbitCli.writeSource(dir, "Errors.java",
                "class Errors {",
                "    void a() { undefined(); }",
                "    void b() { int x = \"s\"; }",
                "}");
        BadInputException e = assertThrows(BadInputException.class, () -> SourceCompiler.compile(source, List.of()));
        List<String> lines = e.getMessage().lines().toList();
        assertEquals(2, lines.size(), e.getMessage());
        assertTrue(lines.get(0).startsWith(source + ":2: cannot find symbol"), lines.get(0));
        assertTrue(lines.get(1).startsWith(source + ":3: incompatible types"), lines.get(1));
        assertEquals(2, e.exitCode());
    }

    @Test
    void aFileWithoutClassesHasNoMainClass() {
        Path source = OrbitCli.writeSource(dir, "Empty.java", "// nothing here");
        BadInputException e = assertThrows(BadInputException.class, () -> SourceCompiler.compile(source, List.of()));
        assertTrue(e.getMessage().contains("declares no class"), e.getMessage());
    }
}
