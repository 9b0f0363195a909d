package org.orbitmc.checker.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.orbitmc.checker.conformance.ConcurrentPrograms.Program;
import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.run.RunRequest;
import org.orbitmc.vm.ProgramDeadlock;

/**
 * Every concurrent test program runs to an end under {@code orbit run} (one interleaving): correct
 * programs exit 0 with nothing on stderr; programs with errors end in the kind of error recorded for
 * them or in no error at all (this one interleaving may miss it), never in anything else.
 */
class ConcurrentRunTest {

    static Stream<Program> programs() throws IOException {
        return ConcurrentPrograms.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programs")
    void runsToAnEndOfTheRecordedKind(Program program) throws Exception {
        Path classes = program.classes();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit;
        boolean deadlocked = false;
        try {
            exit = ProgramRunner.run(new RunRequest(List.of(classes), Map.of(), program.mainClass(), List.of(), true, out, err,
                    new ByteArrayInputStream(new byte[0]), Map.of()));
        } catch (ProgramDeadlock d) {
            exit = d.exitCode();
            deadlocked = true;
        }
        String stderr = err.toString(StandardCharsets.UTF_8);
        if (program.correct()) {
            assertEquals(0, exit, stderr);
            assertEquals("", stderr);
            return;
        }
        switch (program.errorKind()) {
            case "deadlock" -> assertFalse(stderr.contains("Exception in thread"), stderr);
            case "assertion" -> {
                assertFalse(deadlocked, "deadlocked");
                assertFalse(stderr.contains("Exception in thread") && !stderr.contains("AssertionError"), stderr);
            }
            default -> assertFalse(deadlocked, "deadlocked");
        }
    }
}
