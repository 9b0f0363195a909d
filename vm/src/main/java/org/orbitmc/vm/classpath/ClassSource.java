package org.orbitmc.vm.classpath;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Where class files come from: a directory, a jar, or classes compiled in memory. */
public interface ClassSource {
    /** The bytes of the class with this internal name ({@code java/lang/Object}), or null when absent. */
    byte[] find(String internalName);

    /** A short description for messages. */
    String describe();

    /**
     * Whether the classes' LocalVariableTables are there for Orbit's traces only: Orbit compiled the classes from a
     * source file with {@code -g}, where {@code java File.java} compiles without, so the program must not see the
     * local names (the JDK shows them only in helpful NullPointerException messages).
     */
    default boolean localNamesForTracesOnly() {
        return false;
    }

    /** The bytes of a resource ({@code META-INF/services/p.S}), or null when absent; sources of classes only have none. */
    default byte[] resource(String path) {
        return null;
    }

    /**
     * Whether {@code path} names a directory of this source ({@code ""} the root of a directory entry, {@code com/foo}):
     * java's loaders find a directory as a resource, with a URL, though reading it is not a resource's bytes.
     */
    default boolean containsDirectory(String path) {
        return false;
    }

    /** The URL java's class loader gives a resource of this source ({@code file:/dir/path}, {@code jar:file:/a.jar!/path}). */
    default String resourceUrl(String path) {
        return null;
    }

    /** A class-path entry's URL as URLClassPath makes it: {@code file:/real/path/} (no "//", a slash after directories). */
    private static String fileUrl(Path entry) {
        try {
            return entry.toRealPath().toFile().toURI().toString();
        } catch (IOException e) {
            return entry.toAbsolutePath().normalize().toFile().toURI().toString();
        }
    }

    static ClassSource directory(Path dir) {
        return new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                Path file = dir.resolve(internalName + ".class");
                if (!Files.isRegularFile(file)) {
                    return null;
                }
                try {
                    return Files.readAllBytes(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public String describe() {
                return dir.toString();
            }

            @Override
            public byte[] resource(String path) {
                // Absolute, so that a relative class path entry ("." normalizes to the empty path) contains its files.
                Path base = dir.toAbsolutePath().normalize();
                Path file = base.resolve(path).normalize();
                if (path.isEmpty() || !file.startsWith(base) || !Files.isRegularFile(file)) {
                    return null;
                }
                try {
                    return Files.readAllBytes(file);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public boolean containsDirectory(String path) {
                Path base = dir.toAbsolutePath().normalize();
                Path file = base.resolve(path).normalize();
                return file.startsWith(base) && Files.isDirectory(file);
            }

            @Override
            public String resourceUrl(String path) {
                return fileUrl(dir) + path;
            }
        };
    }

    static ClassSource jar(Path jarFile) throws IOException {
        ZipFile zip = new ZipFile(jarFile.toFile());
        return new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                ZipEntry entry = zip.getEntry(internalName + ".class");
                if (entry == null) {
                    return null;
                }
                try (InputStream in = zip.getInputStream(entry)) {
                    return in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public String describe() {
                return jarFile.toString();
            }

            @Override
            public byte[] resource(String path) {
                ZipEntry entry = zip.getEntry(path);
                if (entry == null || entry.isDirectory()) {
                    return null;
                }
                try (InputStream in = zip.getInputStream(entry)) {
                    return in.readAllBytes();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }

            @Override
            public boolean containsDirectory(String path) {
                ZipEntry entry = zip.getEntry(path); // ZipFile also looks for "path/"
                return entry != null && entry.isDirectory();
            }

            @Override
            public String resourceUrl(String path) {
                return "jar:" + fileUrl(jarFile) + "!/" + path;
            }
        };
    }

    static ClassSource inMemory(Map<String, byte[]> classes, String description) {
        return inMemory(classes, description, false);
    }

    /** @param localNamesForTracesOnly see {@link #localNamesForTracesOnly()} */
    static ClassSource inMemory(Map<String, byte[]> classes, String description, boolean localNamesForTracesOnly) {
        Map<String, byte[]> copy = Map.copyOf(classes);
        return new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                return copy.get(internalName);
            }

            @Override
            public String describe() {
                return description;
            }

            @Override
            public boolean localNamesForTracesOnly() {
                return localNamesForTracesOnly;
            }

            /**
             * No resources, but a class compiled here asked for as one ({@code X.class.getResource("X.class")}) is not
             * absent: java's source launcher serves it from memory under a URL scheme of its own, which is not
             * modelled, so the answer would be false.
             */
            @Override
            public byte[] resource(String path) {
                if (path.endsWith(".class") && copy.containsKey(path.substring(0, path.length() - ".class".length()))) {
                    throw new org.orbitmc.vm.UnsupportedFeatureException("the class file " + path + " as a resource of "
                            + description + " (java's source launcher serves it from memory)");
                }
                return null;
            }
        };
    }

    /**
     * A class-path entry as the user wrote it: a directory or a jar file.
     *
     * @throws org.orbitmc.vm.BadInputException when it is neither
     */
    static ClassSource of(Path entry) {
        if (Files.isDirectory(entry)) {
            return directory(entry);
        }
        if (Files.isRegularFile(entry)) {
            try {
                return jar(entry);
            } catch (IOException e) {
                throw new org.orbitmc.vm.BadInputException("class path entry " + entry + " is not a jar file: " + e.getMessage());
            }
        }
        throw new org.orbitmc.vm.BadInputException("class path entry " + entry + " does not exist");
    }
}
