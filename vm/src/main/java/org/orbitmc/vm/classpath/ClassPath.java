package org.orbitmc.vm.classpath;

import java.util.ArrayList;
import java.util.List;

/**
 * The VM's single class loader's view of class files: the boot sources (the JDK image and Orbit's own
 * guest classes) are searched first, like the JVM's bootstrap loader, then the application class path.
 */
public final class ClassPath {
    private final JrtSource jdk;
    private final List<ClassSource> boot;
    private final List<ClassSource> application;
    /** Jars the program appended (java.lang.instrument), each searched after the boot or the application sources. */
    private final List<ClassSource> appendedToBoot = new ArrayList<>();
    private final List<ClassSource> appendedToApplication = new ArrayList<>();

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
        for (ClassSource s : appendedToBoot) {
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
        for (ClassSource s : appendedToApplication) {
            bytes = s.find(internalName);
            if (bytes != null) {
                return new Found(bytes, s, false);
            }
        }
        return null;
    }

    /** Appends a source to the boot loader's or the application loader's search (Instrumentation.appendTo...Search). */
    public void append(ClassSource source, boolean boot) {
        (boot ? appendedToBoot : appendedToApplication).add(source);
    }

    /** Takes back the last {@link #append} of {@code source}. */
    public void removeAppended(ClassSource source, boolean boot) {
        List<ClassSource> list = boot ? appendedToBoot : appendedToApplication;
        list.remove(list.lastIndexOf(source));
    }

    /** Whether a source the program appended is searched now. */
    public boolean isAppended(ClassSource source) {
        return appendedToBoot.contains(source) || appendedToApplication.contains(source);
    }

    public JrtSource jdk() {
        return jdk;
    }
}
