package org.orbitmc.natives.jdk;

import java.util.Map;

import org.orbitmc.natives.Guest;
import org.orbitmc.natives.SourceProgram;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The JDK source launcher's compile step ({@code com.sun.tools.javac.launcher.Main.compile}): javac cannot run in the
 * VM, so the classes the host compiled before the VM started go into the launcher's context, as its
 * {@code MemoryFileManager} would have put them (binary name to class file), and the main class's name is returned.
 * Everything else of the launcher (reading its options, {@code execute}, its {@code MemoryClassLoader}) is the JDK's.
 */
public final class SourceLauncherCompile {
    private static final String MAIN = SourceProgram.LAUNCHER.replace('.', '/');

    private SourceLauncherCompile() {
    }

    /** @param program the host-compiled source file, or null when the program is not a source file */
    public static void register(NativeRegistry r, SourceProgram program) {
        r.bind(MAIN, "compile", "(Ljava/nio/file/Path;Ljava/util/List;L" + MAIN + "$Context;)Ljava/lang/String;", (vm, a) -> {
            if (program == null) {
                throw new UnsupportedFeatureException("compiling Java source (javac) inside the VM");
            }
            int context = a.refAt(2);
            int memory = (int) Guest.getField(vm, context, "inMemoryClasses");
            for (Map.Entry<String, byte[]> c : program.classes().entrySet()) {
                byte[] bytes = c.getValue();
                int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
                System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
                Guest.callVirtual(vm, "java/util/HashMap", "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                        memory, Guest.str(vm, c.getKey().replace('/', '.')), array);
            }
            return Guest.str(vm, program.mainClass());
        });
    }
}
