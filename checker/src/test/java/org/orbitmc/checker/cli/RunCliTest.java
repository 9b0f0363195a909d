package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** {@code orbit run} on input it cannot run: one line on stderr naming what is wrong, exit code 2, no stack trace. */
class RunCliTest {
    @TempDir
    Path dir;

    @Test
    void classNotOnTheClassPath() {
        OrbitCli.Result r = orbit("run", "-cp", dir.toString(), "com.example.NoSuchClass");
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.startsWith("orbit: "), line);
        assertTrue(line.contains("com.example.NoSuchClass"), line);
        assertEquals("", r.out());
    }

    @Test
    void classPathEntryThatIsNeitherDirectoryNorJar() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.txt"), "not a jar\n");
        OrbitCli.Result r = orbit("run", "-cp", notes.toString(), "Main");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains(notes.toString()), r.err());
    }

    @Test
    void brokenClassFile() throws IOException {
        Files.write(dir.resolve("Broken.class"), new byte[] {0x12, 0x34, 0x56, 0x78, 0, 1, 2, 3, 4, 5});
        OrbitCli.Result r = orbit("run", "-cp", dir.toString(), "Broken");
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.contains("Broken"), line);
        assertTrue(line.contains(dir.toString()), line);
    }

    /** A method's code is read when the method first runs: a broken Code attribute is still bad input, one line. */
    @Test
    void brokenCodeOfAMethodIsBadInputWhenItRuns() throws IOException {
        ClassWriter w = new ClassWriter(0);
        w.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "BrokenCode", null, "java/lang/Object", null);
        MethodVisitor main = w.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        main.visitCode();
        main.visitInsn(0xFF); // impdep2: no instruction a class file may hold
        main.visitInsn(Opcodes.RETURN);
        main.visitMaxs(0, 1);
        main.visitEnd();
        w.visitEnd();
        Files.write(dir.resolve("BrokenCode.class"), w.toByteArray());
        OrbitCli.Result r = orbit("run", "-cp", dir.toString(), "BrokenCode");
        assertEquals(2, r.status(), r::toString);
        String line = r.singleErrorLine();
        assertTrue(line.contains("broken class file for BrokenCode in " + dir) && line.contains("main([Ljava/lang/String;)V"), line);
    }

    @Test
    void brokenClassFileInASecondEntry() throws IOException {
        Path empty = Files.createDirectory(dir.resolve("empty"));
        Path lib = Files.createDirectory(dir.resolve("lib"));
        Files.write(lib.resolve("Broken.class"), new byte[] {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0});
        OrbitCli.Result r = orbit("run", "-cp", empty + File.pathSeparator + lib, "Broken");
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.contains("Broken") && line.contains(lib.toString()), line);
    }

    @Test
    void sourceFileThatDoesNotCompile() {
        Path source = OrbitCli.writeSource(dir, "Bad.java",
                "public class Bad {",
                "    public static void main(String[] args) {",
                "        int x = \"not an int\";",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.startsWith("orbit: "), line);
        assertTrue(line.contains("Bad.java:3: "), line);
        assertTrue(line.contains("incompatible types"), line);
    }

    @Test
    void sourceFileThatDoesNotExist() {
        OrbitCli.Result r = orbit("run", dir.resolve("Missing.java").toString());
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("Missing.java"), r.err());
    }

    @Test
    void debugAddsTheHostStackTrace() {
        OrbitCli.Result r = orbit("run", "--debug", "-cp", dir.toString(), "NoSuchClass");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("orbit: "), r.err());
        assertTrue(r.err().contains("NoSuchClass"), r.err());
        assertTrue(r.err().contains("\tat "), r.err());
    }

    /**
     * {@code java File.java} compiles without {@code -g}, so a helpful NullPointerException message names a local by
     * its slot; Orbit compiles with {@code -g} for its traces, and the program must still see the slot.
     */
    @Test
    void sourceFileNullPointerMessagesNameLocalsAsJavaDoes() {
        Path source = OrbitCli.writeSource(dir, "Npe.java",
                "public class Npe {",
                "    public static void main(String[] args) {",
                "        String s = args.length > 5 ? \"x\" : null;",
                "        try {",
                "            s.length();",
                "        } catch (NullPointerException e) {",
                "            System.out.println(e.getMessage());",
                "        }",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("Cannot invoke \"String.length()\" because \"<local1>\" is null\n", r.out());
    }
}
