package org.orbitmc.vm.classpath;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/** The class files of the running JDK, read from its {@code jrt:/} image. */
public final class JrtSource implements ClassSource {
    private final FileSystem jrt;
    private final Map<String, String> moduleOfPackage = new HashMap<>();

    public JrtSource() {
        this.jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        try (DirectoryStream<Path> packages = Files.newDirectoryStream(jrt.getPath("/packages"))) {
            for (Path pkg : packages) {
                try (DirectoryStream<Path> modules = Files.newDirectoryStream(pkg)) {
                    for (Path module : modules) {
                        // java.base wins for split packages; it is listed first only by chance, so prefer it explicitly.
                        String name = pkg.getFileName().toString().replace('.', '/');
                        String mod = module.getFileName().toString();
                        moduleOfPackage.merge(name, mod, (old, neu) -> old.equals("java.base") ? old : neu);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the JDK's jrt:/ image", e);
        }
    }

    @Override
    public byte[] find(String internalName) {
        int slash = internalName.lastIndexOf('/');
        if (slash < 0) {
            return null;
        }
        String module = moduleOfPackage.get(internalName.substring(0, slash));
        if (module == null) {
            return null;
        }
        Path file = jrt.getPath("/modules", module, internalName + ".class");
        try {
            return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The module a JDK class belongs to, for stack-trace elements; null when not a JDK class. */
    public String moduleOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? null : moduleOfPackage.get(internalName.substring(0, slash));
    }

    @Override
    public String describe() {
        return "jrt:/";
    }
}
