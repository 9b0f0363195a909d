package org.orbitmc.checker.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The program's output reaches the host streams as it is written, not when the program ends: a program that
 * prints without a newline and then hangs (or is killed) has still shown what it printed.
 */
class OutputStreamingTest {
    /** Records every write and flush it receives, in order. */
    private static final class RecordingSink extends OutputStream {
        final List<String> events = new ArrayList<>();
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            events.add("write " + new String(b, off, len, StandardCharsets.UTF_8));
            bytes.write(b, off, len);
        }

        @Override
        public synchronized void flush() {
            events.add("flush");
        }

        synchronized String text() {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    private static final String PROGRAM = String.join("\n",
            "public class Partial {",
            "    public static void main(String[] args) throws Exception {",
            "        System.out.print(\"partial\");",
            "        System.err.print(\"e1\");",
            "        int c = System.in.read();",
            "        System.out.print(\"a\");",
            "        System.out.print('b');",
            "        System.out.println(c);",
            "    }",
            "}");

    @Test
    void eachWriteReachesTheHostStreamBeforeTheProgramGoesOn() throws Exception {
        SourceCompiler.Compiled program = SourceCompiler.compile(source(), List.of());
        RecordingSink out = new RecordingSink();
        RecordingSink err = new RecordingSink();
        List<String> seenWhileReading = new ArrayList<>();
        // The program blocks reading standard input: what the host streams hold at that moment was written before.
        InputStream in = new InputStream() {
            @Override
            public int read() {
                seenWhileReading.add(out.text());
                seenWhileReading.add(err.text());
                return 'x';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                b[off] = (byte) read();
                return 1;
            }
        };
        int status = ProgramRunner.run(new RunRequest(List.of(), program.classes(), program.mainClass(), List.of(), true, out, err, in, Map.of()));
        assertEquals(0, status, err.text());
        assertEquals(List.of("partial", "e1"), seenWhileReading);
        assertEquals("partialab120\n", out.text().replace(System.lineSeparator(), "\n"));
        // Every print is written and flushed on its own, before the next one.
        assertEquals(List.of("write partial", "flush", "write a", "flush", "write b", "flush", "write 120\n", "flush"),
                out.events.subList(0, 8));
    }

    private static Path source() throws IOException {
        Path file = Files.createTempDirectory("orbit-output").resolve("Partial.java");
        Files.writeString(file, PROGRAM);
        return file;
    }
}
