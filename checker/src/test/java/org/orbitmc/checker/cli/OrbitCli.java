package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the {@code orbit} command line in-process with captured streams. */
final class OrbitCli {
    private OrbitCli() {
    }

    record Result(int status, String out, String err) {
        /** Asserts that stderr is exactly one line, without a host stack trace, and returns it. */
        String singleErrorLine() {
            assertFalse(err.contains("\tat "), () -> "host stack trace on stderr:\n" + err);
            assertEquals(1, err.lines().count(), () -> "expected one line on stderr, got:\n" + err);
            return err.lines().findFirst().orElseThrow();
        }
    }

    static Result orbit(String... args) {
        return orbitWithInput("", args);
    }

    static Result orbitWithInput(String stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Writes a source file named after its class and returns its path. */
    static Path writeSource(Path dir, String fileName, String... lines) {
        try {
            return Files.writeString(dir.resolve(fileName), String.join("\n", lines) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
