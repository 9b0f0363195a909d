package org.orbitmc.junit;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The class path the VM loads a test from, found in the host JVM that runs the test: the location of the test
 * class, the URLs of the class loaders that loaded it, then {@code java.class.path}, with the {@code Class-Path}
 * of each jar's manifest followed (Surefire starts its JVMs with a manifest-only jar that lists the real
 * class path). Entries that do not exist are left out, duplicates kept once.
 */
final class TestClassPath {
    private TestClassPath() {
    }

    static List<Path> of(Class<?> testClass) {
        Set<Path> entries = new LinkedHashSet<>();
        CodeSource source = testClass.getProtectionDomain().getCodeSource();
        if (source != null && source.getLocation() != null) {
            add(entries, toPath(source.getLocation()));
        }
        for (ClassLoader l = testClass.getClassLoader(); l != null; l = l.getParent()) {
            if (l instanceof URLClassLoader u) {
                for (URL url : u.getURLs()) {
                    add(entries, toPath(url));
                }
            }
        }
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                add(entries, Path.of(entry));
            }
        }
        return List.copyOf(entries);
    }

    private static void add(Set<Path> entries, Path entry) {
        if (entry == null) {
            return;
        }
        Path p = entry.toAbsolutePath().normalize();
        if (!Files.exists(p) || !entries.add(p) || !Files.isRegularFile(p)) {
            return;
        }
        for (Path listed : manifestClassPath(p)) {
            add(entries, listed);
        }
    }

    /** The jar's {@code Class-Path}: space-separated URLs, relative to the jar's directory. */
    static List<Path> manifestClassPath(Path jar) {
        Manifest manifest;
        try (JarFile file = new JarFile(jar.toFile())) {
            manifest = file.getManifest();
        } catch (IOException e) {
            return List.of(); // not a jar: the VM reports it if a class is looked for there
        }
        String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        if (classPath == null || classPath.isBlank()) {
            return List.of();
        }
        List<Path> listed = new ArrayList<>();
        URI base = jar.getParent().toUri();
        for (String url : classPath.trim().split("\\s+")) { // not empty: the attribute has text
            try {
                listed.add(Path.of(base.resolve(new URI(url))));
            } catch (URISyntaxException | RuntimeException e) {
                // As the JVM does: an entry it cannot read is skipped.
            }
        }
        return listed;
    }

    /** The file of a {@code file:} URL, else null (such an entry cannot hold the test's classes for the VM). */
    private static Path toPath(URL url) {
        if (!"file".equals(url.getProtocol())) {
            return null;
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null;
        }
    }
}
