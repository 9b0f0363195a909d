package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.run.RunRequest;

/**
 * The host JVM is the oracle: every sequential program in test-programs runs under {@code java -ea}
 * and under Orbit's VM, and must print byte-identical standard output and end with the same exit code.
 */
class SequentialConformanceTest {
    private static final String PACKAGE = "org.orbitmc.programs.seq.";
    private static final String LIST = "/org/orbitmc/programs/seq/programs.txt";

    record Program(String name, int expectedExit) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Program> programs() throws IOException {
        List<Program> programs = new ArrayList<>();
        try (InputStream in = SequentialConformanceTest.class.getResourceAsStream(LIST)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] cols = line.split("\t");
                if (cols.length >= 2 && !line.startsWith("#")) {
                    programs.add(new Program(cols[0].trim(), Integer.parseInt(cols[1].trim())));
                }
            }
        }
        return programs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void orbitRunMatchesTheHostJvm(Program program) throws Exception {
        Path classes = programClasses();
        HostRun expected = runOnHost(classes, PACKAGE + program.name());
        assertEquals(program.expectedExit(), expected.exit(), "exit code under java (programs.txt is out of date)");

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ProgramRunner.run(new RunRequest(List.of(classes), Map.of(), PACKAGE + program.name(), List.of(), true, out, err,
                new ByteArrayInputStream(new byte[0]), Map.of()));
        String stderr = err.toString(StandardCharsets.UTF_8);
        assertEquals(expected.stdout(), out.toString(StandardCharsets.UTF_8), () -> "stdout differs; orbit's stderr:\n" + stderr);
        assertEquals(expected.exit(), exit, () -> "exit code differs; orbit's stderr:\n" + stderr);
    }

    record HostRun(String stdout, int exit) {
    }

    static HostRun runOnHost(Path classes, String mainClass) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), "-ea", "-Xshare:auto", "-cp", classes.toString(), mainClass)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .redirectInput(ProcessBuilder.Redirect.PIPE)
                .start();
        p.getOutputStream().close();
        byte[] stdout = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(mainClass + " did not finish under java");
        }
        return new HostRun(new String(stdout, StandardCharsets.UTF_8), p.exitValue());
    }

    /** The compiled test programs: a directory or jar on this test's class path. */
    static Path programClasses() throws URISyntaxException, ClassNotFoundException {
        Class<?> any = Class.forName(PACKAGE + "IntArithmetic");
        return Path.of(any.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
