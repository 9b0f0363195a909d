package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.run.RunRequest;
import org.orbitmc.checker.run.SourceCompiler;

/** {@code orbit run} on programs the VM runs to the end, compared with what {@code java} does. */
class RunProgramTest {
    @TempDir
    Path dir;

    @Test
    void helloWorldThroughTheRunner() {
        SourceCompiler.Compiled hello = SourceCompiler.compile(hello(), List.of());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = ProgramRunner.run(new RunRequest(List.of(), hello.classes(), hello.mainClass(), List.of(), true, out, err,
                new ByteArrayInputStream(new byte[0]), Map.of()));
        assertEquals(0, status, () -> err.toString(StandardCharsets.UTF_8));
        assertEquals("Hello" + System.lineSeparator(), out.toString(StandardCharsets.UTF_8));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void helloWorldFromASourceFile() {
        OrbitCli.Result r = orbit("run", hello().toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("Hello" + System.lineSeparator(), r.out());
        assertEquals("", r.err());
    }

    @Test
    void helloWorldFromAClassDirectory() throws IOException {
        Path classes = Files.createDirectory(dir.resolve("classes"));
        Files.write(classes.resolve("Hello.class"), SourceCompiler.compile(hello(), List.of()).classes().get("Hello"));
        OrbitCli.Result r = orbit("run", "-cp", classes.toString(), "Hello");
        assertEquals(0, r.status(), r.err());
        assertEquals("Hello" + System.lineSeparator(), r.out());
    }

    @Test
    void argumentsReachTheProgramUnchanged() {
        Path source = OrbitCli.writeSource(dir, "Args.java",
                "public class Args {",
                "    public static void main(String[] args) {",
                "        System.out.println(args.length + \":\" + String.join(\"|\", args));",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", source.toString(), "a b", "-x", "--foo", "");
        assertEquals(0, r.status(), r.err());
        assertEquals("4:a b|-x|--foo|" + System.lineSeparator(), r.out());
    }

    @Test
    void exitStatusOfSystemExit() {
        Path source = OrbitCli.writeSource(dir, "Exit7.java",
                "public class Exit7 {",
                "    public static void main(String[] args) {",
                "        System.out.println(\"before\");",
                "        System.exit(7);",
                "        System.out.println(\"after\");",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(7, r.status(), r.err());
        assertEquals("before" + System.lineSeparator(), r.out());
    }

    @Test
    void uncaughtExceptionExitsWithOne() {
        Path source = OrbitCli.writeSource(dir, "Throws.java",
                "public class Throws {",
                "    public static void main(String[] args) {",
                "        throw new IllegalStateException(\"boom\");",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", source.toString());
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("Exception in thread \"main\" java.lang.IllegalStateException: boom"), r.err());
        assertTrue(r.err().contains("at Throws.main(Throws.java:3)"), r.err());
    }

    @Test
    void assertionsAreCheckedUnlessDisabled() {
        Path source = OrbitCli.writeSource(dir, "Asserts.java",
                "public class Asserts {",
                "    public static void main(String[] args) {",
                "        assert args.length > 0 : \"no args\";",
                "        System.out.println(\"passed\");",
                "    }",
                "}");
        OrbitCli.Result enabled = orbit("run", source.toString());
        assertEquals(1, enabled.status(), enabled.err());
        assertTrue(enabled.err().startsWith("Exception in thread \"main\" java.lang.AssertionError: no args"), enabled.err());

        OrbitCli.Result disabled = orbit("run", "-da", source.toString());
        assertEquals(0, disabled.status(), disabled.err());
        assertEquals("passed" + System.lineSeparator(), disabled.out());
    }

    @Test
    void systemPropertiesFromTheCommandLine() {
        Path source = OrbitCli.writeSource(dir, "Props.java",
                "public class Props {",
                "    public static void main(String[] args) {",
                "        System.out.println(System.getProperty(\"k\") + \",\" + System.getProperty(\"flag\") + \",\" + System.getProperty(\"absent\"));",
                "    }",
                "}");
        OrbitCli.Result r = orbit("run", "-Dk=v", "-Dflag", source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("v,,null" + System.lineSeparator(), r.out());
    }

    @Test
    void standardInputReachesTheProgram() throws IOException {
        Path source = OrbitCli.writeSource(dir, "Cat.java",
                "public class Cat {",
                "    public static void main(String[] args) throws java.io.IOException {",
                "        int b;",
                "        while ((b = System.in.read()) >= 0) {",
                "            System.out.write(Character.toUpperCase(b));",
                "        }",
                "        System.out.flush();",
                "    }",
                "}");
        OrbitCli.Result r = OrbitCli.orbitWithInput("abc\n", "run", source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("ABC\n", r.out());
    }

    private Path hello() {
        return OrbitCli.writeSource(dir, "Hello.java",
                "public class Hello {",
                "    public static void main(String[] args) {",
                "        System.out.println(\"Hello\");",
                "    }",
                "}");
    }
}
