package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import picocli.CommandLine.ParseResult;

/** The command line itself: help, version, usage errors and how arguments are parsed. */
class OrbitCommandTest {
    @Test
    void helpListsTheRunSubcommand() {
        OrbitCli.Result r = orbit("--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: orbit"), r.out());
        // Each command in one whole sentence: the list shows a description's first line only.
        assertTrue(r.out().contains("  run    Runs a program once under the Orbit VM, as java does.\n"), r.out());
        assertTrue(r.out().contains("  check  Explores every interleaving of a program's threads, looking for errors.\n"), r.out());
        assertTrue(r.out().contains("-V, --version"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void runHelpDescribesItsArguments() {
        OrbitCli.Result r = orbit("run", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: orbit run"), r.out());
        for (String expected : List.of("MAIN|File.java", "ARGS", "-cp", "--class-path", "--disable-assertions", "-D",
                "--debug")) {
            assertTrue(r.out().contains(expected), () -> expected + " missing from:\n" + r.out());
        }
    }

    @Test
    void helpSubcommandShowsASubcommandsHelpAndTheExitCodes() {
        OrbitCli.Result r = orbit("help", "check");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("Usage: orbit check"), r.out());
        String top = orbit("--help").out();
        assertTrue(top.contains("Exit status:") && top.contains("errors found") && top.contains("incomplete"), top);
    }

    @Test
    void versionComesFromTheBuild() {
        OrbitCli.Result r = orbit("--version");
        assertEquals(0, r.status());
        assertTrue(r.out().matches("orbit \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\R"), r.out());
    }

    @Test
    void noSubcommandIsAUsageError() {
        OrbitCli.Result r = orbit();
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().startsWith("orbit: Missing required subcommand"), r.err());
    }

    @Test
    void unknownSubcommandIsAUsageError() {
        OrbitCli.Result r = orbit("frobnicate");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("frobnicate"), r.err());
    }

    @Test
    void runWithoutMainIsAUsageError() {
        OrbitCli.Result r = orbit("run");
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.startsWith("orbit: Missing required parameter"), line);
        assertTrue(line.contains("MAIN"), line);
        assertTrue(line.contains("orbit run --help"), line);
        assertEquals("", r.out());
    }

    @Test
    void unknownOptionBeforeMainIsAUsageError() {
        OrbitCli.Result r = orbit("run", "--bogus", "Main");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("Unknown option: '--bogus'"), r.err());
    }

    @Test
    void optionWithoutItsValueIsAUsageError() {
        OrbitCli.Result r = orbit("run", "-cp");
        assertEquals(2, r.status());
        r.singleErrorLine();
    }

    @Test
    void everythingAfterMainGoesToTheProgram() {
        RunCommand run = parse("run", "-cp", "a" + java.io.File.pathSeparator + "b", "-da", "-Dk=v=w", "-Dflag", "--debug",
                "Main", "-x", "--foo", "@file", "-cp", "z", "--", "--help", "");
        assertEquals("Main", run.program.main());
        assertEquals(List.of("-x", "--foo", "@file", "-cp", "z", "--", "--help", ""), run.program.args());
        assertEquals("a" + java.io.File.pathSeparator + "b", run.program.classPath());
        assertEquals(Map.of("k", "v=w", "flag", ""), run.program.properties());
        assertEquals(List.of("k", "flag"), List.copyOf(run.program.properties().keySet()), "as given, as java sets them");
        assertTrue(run.program.disableAssertions());
        assertTrue(run.program.debug());
    }

    @Test
    void defaultsAreLikeJavaButWithAssertions() {
        RunCommand run = parse("run", "Main");
        assertEquals(".", run.program.classPath());
        assertEquals(List.of(), run.program.args());
        assertEquals(Map.of(), run.program.properties());
        assertFalse(run.program.disableAssertions());
        assertFalse(run.program.debug());
    }

    @Test
    void longFormsOfTheOptions() {
        RunCommand run = parse("run", "--class-path", "lib", "--disable-assertions", "Main");
        assertEquals("lib", run.program.classPath());
        assertTrue(run.program.disableAssertions());
        assertEquals("cp", parse("run", "-classpath", "cp", "Main").program.classPath());
    }

    /**
     * The commands every {@code orbit run} goes through declare no picocli annotations: picocli would read them by
     * reflection, and the JDK make a proxy class per annotation type, at every start (start-up, issue 15).
     */
    @Test
    void runsModelIsBuiltInCode() {
        for (Class<?> c : List.of(OrbitCommand.class, RunCommand.class, ProgramOptions.class)) {
            assertEquals(List.of(), annotations(c), c.getName());
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                assertEquals(List.of(), annotations(f), f.toString());
            }
        }
        RunCommand run = parse("run", "-cp", "lib", "Main", "a");
        assertEquals(List.of("a"), run.program.args());
        assertTrue(run.spec().findOption("--write-to-host") != null && run.spec().findOption("-D") != null);
    }

    private static List<String> annotations(java.lang.reflect.AnnotatedElement e) {
        return java.util.Arrays.stream(e.getDeclaredAnnotations()).map(a -> a.annotationType().getName())
                .filter(n -> n.startsWith("picocli.")).toList();
    }

    private static RunCommand parse(String... args) {
        PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream());
        ParseResult result = Main.commandLine(nowhere, nowhere, new ByteArrayInputStream(new byte[0])).parseArgs(args);
        return (RunCommand) result.subcommand().commandSpec().userObject();
    }
}
