package org.orbitmc.junit.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.cli.Main;
import org.orbitmc.junit.TestClassPaths;

/**
 * A Java agent in the program's own VM, end to end: Mockito's inline mock maker under orbit run prints what java
 * prints (the expected text is java 17's output of MockedAccounts).
 */
class AgentsRunTest {
    @Test
    void mockitosInlineMockMakerRunsAsOnJava() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = orbit(out, "run", "-cp", classPath(), MockedAccounts.class.getName());
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, printed);
        assertEquals(String.join("\n", "42", "null", "mocked owner", "3 Account(3) real owner", "10", "99", "x", "caught boom",
                "1 r [r]", "answer 8", "5", ""), printed);
    }

    @Test
    void aVerdictAfterATransformerWasAddedNamesTheAssumption() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = orbit(out, "check", "--search", "dfs", "-cp", classPath(), MockedAccounts.class.getName());
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, printed);
        assertTrue(printed.contains("No errors found ("), printed);
        assertTrue(printed.contains(" and transformers only at retransformation (see"), printed);
    }

    private static String classPath() {
        return TestClassPaths.of(MockedAccounts.class).stream().map(Object::toString).collect(Collectors.joining(File.pathSeparator));
    }

    private static int orbit(ByteArrayOutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.execute(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        if (status != 0) {
            System.err.print(err.toString(StandardCharsets.UTF_8));
        }
        return status;
    }
}
