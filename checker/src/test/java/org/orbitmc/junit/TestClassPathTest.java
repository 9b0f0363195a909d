package org.orbitmc.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestClassPathTest {
    @TempDir
    Path dir;

    /** Surefire's booter jar: only a manifest, whose Class-Path holds absolute file URLs and may hold relative ones. */
    @Test
    void manifestOnlyJarListsItsClassPath() throws IOException {
        Path classes = Files.createDirectories(dir.resolve("test classes"));
        Path lib = Files.createFile(dir.resolve("lib.jar"));
        Path booter = jar(dir.resolve("booter/surefirebooter.jar"), classes.toUri() + " ../lib.jar  ../missing.jar");
        assertEquals(List.of(classes, lib, dir.resolve("missing.jar")), TestClassPath.manifestClassPath(booter));
    }

    @Test
    void jarWithoutClassPathListsNothing() throws IOException {
        assertEquals(List.of(), TestClassPath.manifestClassPath(jar(dir.resolve("plain.jar"), null)));
        assertEquals(List.of(), TestClassPath.manifestClassPath(Files.writeString(dir.resolve("not-a.jar"), "text")));
    }

    @Test
    void thisTestsClassPathHasItsOwnClassesAndJUnit() throws Exception {
        List<Path> entries = TestClassPath.of(getClass());
        Path own = Path.of(getClass().getProtectionDomain().getCodeSource().getLocation().toURI());
        assertEquals(own, entries.get(0));
        assertTrue(entries.stream().anyMatch(p -> p.getFileName().toString().startsWith("junit-jupiter-api")), entries::toString);
        assertEquals(entries.size(), entries.stream().distinct().count(), entries::toString);
    }

    private static Path jar(Path file, String classPath) throws IOException {
        Files.createDirectories(file.getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (classPath != null) {
            manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, classPath);
        }
        try (OutputStream out = Files.newOutputStream(file)) {
            new JarOutputStream(out, manifest).close();
        }
        return file;
    }
}
