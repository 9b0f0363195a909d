package org.orbitmc.vm.classpath;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
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
        // The modules' own package lists: the image's /packages directory also lists a module under each parent
        // directory of its packages (javax/sql under java.sql.rowset), which would hide the package's real module.
        moduleOfPackage.putAll(ModuleGraph.ofJdkImage().moduleOfPackage());
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
