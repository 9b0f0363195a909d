package org.orbitmc.vm.classpath;

import java.util.List;

/**
 * The VM's single class loader's view of class files: the boot sources (the JDK image and Orbit's own
 * guest classes) are searched first, like the JVM's bootstrap loader, then the application class path.
 */
public final class ClassPath {
    private final JrtSource jdk;
    private final List<ClassSource> boot;
    private final List<ClassSource> application;

    public ClassPath(JrtSource jdk, List<ClassSource> boot, List<ClassSource> application) {
        this.jdk = jdk;
        this.boot = List.copyOf(boot);
        this.application = List.copyOf(application);
    }

    /** A class file found, with where it came from. */
    public record Found(byte[] bytes, ClassSource source, boolean isBoot) {
    }

    public Found find(String internalName) {
        byte[] bytes = jdk.find(internalName);
        if (bytes != null) {
            return new Found(bytes, jdk, true);
        }
        for (ClassSource s : boot) {
            bytes = s.find(internalName);
            if (bytes != null) {
                return new Found(bytes, s, true);
            }
        }
        for (ClassSource s : application) {
            bytes = s.find(internalName);
            if (bytes != null) {
                return new Found(bytes, s, false);
            }
        }
        return null;
    }

    public JrtSource jdk() {
        return jdk;
    }
}
