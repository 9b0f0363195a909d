package org.orbitmc.junit.agents;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        String classPath = TestClassPaths.of(MockedAccounts.class).stream().map(Object::toString).collect(Collectors.joining(File.pathSeparator));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Main.execute(new String[] {"run", "-cp", classPath, MockedAccounts.class.getName()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, () -> printed + err.toString(StandardCharsets.UTF_8));
        assertEquals(String.join("\n", "42", "null", "mocked owner", "3 Account(3) real owner", "10", "99", "x", "caught boom",
                "1 r [r]", "answer 8", "5", ""), printed);
    }
}
