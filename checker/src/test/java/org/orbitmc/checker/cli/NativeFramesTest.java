package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Stack traces under a search show a native the way HotSpot does, even when its work goes on in guest frames. */
class NativeFramesTest {
    @TempDir
    Path dir;

    /**
     * A copy of a shared array goes on element by element in Orbit's guest code (ElementCopies); its failure is
     * still reported at System.arraycopy(Native Method), with no frame of Orbit's own.
     */
    @Test
    void anElementByElementCopyFailsAtTheNative() throws IOException {
        Path source = Files.writeString(dir.resolve("SharedCopy.java"), """
                public class SharedCopy {
                    static Object[] shared = {"a", 1};

                    public static void main(String[] args) throws Exception {
                        Thread reader = new Thread(() -> System.out.println(shared[0]));
                        reader.start();
                        System.arraycopy(shared, 0, new String[2], 0, 2);
                    }
                }
                """);
        OrbitCli.Result check = orbit("check", source.toString());
        assertEquals(1, check.status(), check.out() + check.err());
        assertTrue(check.out().contains("java.lang.ArrayStoreException: arraycopy: element type mismatch"), check.out());
        assertTrue(check.out().contains("| \tat java.base/java.lang.System.arraycopy(Native Method)\n"
                + "     | \tat SharedCopy.main(SharedCopy.java:7)\n"), check.out());
        assertFalse(check.out().contains("ElementCopies"), check.out());
    }
}
