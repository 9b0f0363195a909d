package org.orbitmc.natives.jdk;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.orbitmc.natives.Guest;
import org.orbitmc.natives.SourceProgram;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;

/**
 * Loading of the classes the JDK's source launcher defines ({@code Main$MemoryClassLoader}, from its map of the source
 * file's classes). Orbit resolves a class's references by name, not through its defining loader, so the source's
 * classes a class names are loaded through that loader as it is defined: its supertypes first (as a JVM loads them,
 * JVMS §5.3.5), the others right after (early loading, which JVMS §5.3 allows). Each runs the loader's own
 * {@code loadClass}, so every class is still defined by the launcher's code, and a JVM could load in this order too.
 */
final class SourceLauncherLoading {
    private static final String MEMORY_LOADER = SourceProgram.LAUNCHER.replace('.', '/') + "$MemoryClassLoader";
    /** Classes whose definition is under way on the host stack: their references to each other wait for them. */
    private final Set<String> defining = new HashSet<>();
    private final SourceProgram program;

    /** @param program the host-compiled source file, or null */
    SourceLauncherLoading(SourceProgram program) {
        this.program = program;
    }

    /** The class file the VM defines: see {@link SourceProgram#forDefinition}. */
    byte[] forDefinition(String internalName, byte[] bytes) {
        return program == null ? bytes : program.forDefinition(internalName, bytes);
    }

    static boolean isMemoryLoader(Vm vm, int loader) {
        return loader != 0 && vm.heap().get(loader).type.name().equals(MEMORY_LOADER);
    }

    /**
     * Whether {@code internalName} is one of the source's classes the loader would define, not defined yet in this state.
     * The VM's class outlives backtracking, but whether the loader defined it is state (its mirror's {@code classLoader}):
     * a path explored again from an earlier state must have the loader define it again, or the class would have no
     * loader there (and, for one, no package in common with the source's other classes).
     */
    boolean pending(Vm vm, int loader, String internalName) {
        ClassInfo loaded = vm.classes().loadedClass(internalName);
        if (defining.contains(internalName) || loaded != null && (loaded.programDefinedBytes() == null
                || Guest.get(vm, loaded.mirrorRef(), JdkField.CLASS_CLASS_LOADER) != 0)) {
            return false;
        }
        int map = (int) Guest.getField(vm, loader, "sourceFileClasses");
        return Guest.callVirtual(vm, "java/util/HashMap", "containsKey", "(Ljava/lang/Object;)Z", map,
                Guest.str(vm, internalName.replace('/', '.'))) != 0;
    }

    /** Whether {@code internalName} is {@link #pending} or being defined. */
    boolean pendingOrDefining(Vm vm, int loader, String internalName) {
        return defining.contains(internalName) || pending(vm, loader, internalName);
    }

    /** Before {@code name} is defined: its superclass and interfaces that the source declares. */
    void loadSupertypes(Vm vm, int loader, ClassReader reader, String name) {
        defining.add(name);
        if (reader.getSuperName() != null) {
            load(vm, loader, reader.getSuperName());
        }
        for (String i : reader.getInterfaces()) {
            load(vm, loader, i);
        }
    }

    /** After {@code name} is defined: the other classes of the source it names. */
    void loadReferenced(Vm vm, int loader, List<String> referenced, String name) {
        defining.remove(name);
        for (String r : referenced) {
            load(vm, loader, r);
        }
    }

    /** When the definition failed. */
    void abandon(String name) {
        defining.remove(name);
    }

    private void load(Vm vm, int loader, String internalName) {
        if (pending(vm, loader, internalName)) {
            Guest.callVirtual(vm, "java/lang/ClassLoader", "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;", loader,
                    Guest.str(vm, internalName.replace('/', '.')));
        }
    }
}
