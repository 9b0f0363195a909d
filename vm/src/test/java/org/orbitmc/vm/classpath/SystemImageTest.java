package org.orbitmc.vm.classpath;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;

import org.junit.jupiter.api.Test;

class SystemImageTest {
    /** The modules' readers give the bytes jrt:/ gives, for classes of boot, platform and app modules alike. */
    @Test
    void readsWhatJrtShows() throws IOException {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        String[][] files = {{"java.base", "java/lang/Object.class"}, {"java.base", "module-info.class"},
            {"java.sql", "java/sql/Connection.class"}, {"jdk.compiler", "com/sun/tools/javac/Main.class"}};
        for (String[] f : files) {
            assertArrayEquals(Files.readAllBytes(jrt.getPath("/modules", f[0], f[1])), SystemImage.get().read(f[0], f[1]),
                    f[0] + "/" + f[1]);
        }
    }

    @Test
    void absentFilesAndModulesAreNull() {
        assertNull(SystemImage.get().read("java.base", "java/lang/NoSuchClass.class"));
        assertNull(SystemImage.get().read("java.base", "java/lang"), "a directory is no file");
        assertNull(SystemImage.get().read("no.such.module", "java/lang/Object.class"));
        assertTrue(SystemImage.get().modules().containsKey("java.base"));
    }

    /** JrtSource finds a class by its package's module, and nothing outside the JDK's packages. */
    @Test
    void jrtSourceFindsJdkClassesOnly() throws IOException {
        JrtSource source = new JrtSource();
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        assertArrayEquals(Files.readAllBytes(jrt.getPath("/modules/java.base/java/lang/String.class")), source.find("java/lang/String"));
        assertNull(source.find("java/lang/NoSuchClass"));
        assertNull(source.find("org/orbitmc/Nothing"));
        assertNull(source.find("Nothing"));
    }
}
