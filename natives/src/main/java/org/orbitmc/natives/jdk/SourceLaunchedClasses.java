package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.natives.SourceProgram;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classpath.ClassPath;

/**
 * Which classes {@code java File.java} would have compiled in memory: Orbit compiles them with {@code -g} for its
 * traces, where java's launcher compiles without, so what the program can see of their local names must be hidden.
 */
final class SourceLaunchedClasses {
    private static final String MEMORY_LOADER = SourceProgram.LAUNCHER.replace('.', '/') + "$MemoryClassLoader";

    private SourceLaunchedClasses() {
    }

    static boolean isSourceLaunched(Vm vm, ClassInfo c) {
        if (c.isHidden() || c.isJdk()) {
            return false;
        }
        if (c.programDefinedBytes() != null) {
            // Defined by the JDK's launcher from the classes the host compiled (the only classes its loader defines).
            int loader = (int) Guest.getField(vm, c.mirrorRef(), "classLoader");
            return loader != 0 && vm.heap().get(loader).type.name().equals(MEMORY_LOADER);
        }
        ClassPath.Found found = vm.classes().classPath().find(c.name());
        return found != null && found.source().localNamesForTracesOnly();
    }
}
