package org.orbitmc.vm.classpath;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ClassSourceTest {
    /** A relative entry ("-cp ." or "-cp target/x") holds its files; "." normalizes to the empty path. */
    @Test
    void aRelativeDirectoryEntryHoldsItsResources() throws IOException {
        Path dir = Files.createDirectories(Path.of("target", "class-source-test"));
        Files.write(dir.resolve("app.properties"), new byte[] {1, 2, 3});
        ClassSource source = ClassSource.of(Path.of("target", "..")); // the working directory, as "-cp ." names it
        assertArrayEquals(new byte[] {1, 2, 3}, source.resource("target/class-source-test/app.properties"));
        assertNull(source.resource("../pom.xml"), "a resource name never leaves its entry");
        assertNull(source.resource("target/class-source-test/absent.properties"));
    }
}
