package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Sequential conformance programs that show stack traces, exceptions and class loaders, run in source-file mode:
 * {@code orbit run File.java} must print what {@code java -ea File.java} prints, on stdout and on stderr (the traces
 * of uncaught exceptions), and end with the same status. Each file is copied alone into an empty directory, so that
 * the compiled test programs are on neither class path. Identity hashes (the launcher's loader's, in messages that
 * name it) differ between any two runs and are masked.
 */
class SourceFileConformanceTest {
    private static final Path PROGRAMS = Path.of("..", "test-programs", "src", "main", "java", "org", "orbitmc", "programs", "seq");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"StackTraces", "PrintStackTraces", "StackWalking", "UncaughtException", "CustomExceptions",
        "RuntimeExceptions", "JdkExceptionMessages", "ReflectionInvoke", "StackFrameBytecodeIndex", "StackWalkerHiddenFrames"})
    void orbitRunOfTheSourceFileMatchesJava(String program) throws Exception {
        Path source = Files.copy(PROGRAMS.resolve(program + ".java"), dir.resolve(program + ".java"));
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-ea", "-Xshare:auto",
                source.toString()).directory(dir.toFile()).redirectError(dir.resolve("err.txt").toFile()).start();
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(program + " did not finish under java");
        }
        String err = Files.readString(dir.resolve("err.txt"));
        OrbitCli.Result orbit = orbit("run", source.toString());
        assertEquals(masked(out), masked(orbit.out()), () -> "stdout differs; orbit's stderr:\n" + orbit.err());
        assertEquals(err, orbit.err());
        assertEquals(p.exitValue(), orbit.status());
    }

    private static String masked(String s) {
        return s.replaceAll("MemoryClassLoader @\\p{XDigit}+", "MemoryClassLoader @#");
    }
}
