package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** org.orbitmc.Verify: orbit check explores every value of a choice; orbit run takes the first. */
class VerifyCheckTest {
    @TempDir
    Path dir;

    private Path program() throws IOException {
        return Files.writeString(dir.resolve("Choose.java"), """
                import org.orbitmc.Verify;

                public class Choose {
                    public static void main(String[] args) {
                        int x = Verify.randomInt(0, 3);
                        boolean b = Verify.randomBoolean();
                        System.out.println("x=" + x + " b=" + b);
                        Verify.check(!(x == 2 && b), "x is 2 and b is true");
                    }
                }
                """);
    }

    @Test
    void checkFindsTheOneFailingCombinationAndReplaysIt() throws IOException {
        Path source = program();
        OrbitCli.Result r = orbit("check", source.toString());
        assertEquals(1, r.status(), r.err());
        assertTrue(r.out().contains("Error: assertion"), r.out());
        assertTrue(r.out().contains("x=2 b=true"), r.out());
        assertTrue(r.out().contains("Schedule: 0.0:2.0:1"), r.out());
        OrbitCli.Result replay = orbit("check", "--replay", "0.0:2.0:1", source.toString());
        assertEquals(1, replay.status(), replay.err());
        assertTrue(replay.out().contains("x is 2 and b is true"), replay.out());
    }

    @Test
    void runTakesTheFirstValues() throws IOException {
        OrbitCli.Result r = orbit("run", program().toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("x=0 b=false\n", r.out());
    }
}
