package org.orbitmc.natives;

import java.util.List;
import java.util.Map;

/**
 * A source file the host has already compiled, run as {@code java File.java} runs it: the JDK's own source launcher
 * ({@link #LAUNCHER}) is the guest's entry point, and only its compile step is replaced by these classes.
 *
 * @param file      the source file as the command line names it (the launcher makes it absolute)
 * @param classes   internal name to class file, compiled as java's launcher compiles (no local variable tables): what
 *                  the launcher's loader holds, serves as resources and defines
 * @param traced    the same classes compiled with {@code -g}, which the VM defines in their place, for Orbit's traces
 *                  (the program cannot see their local names)
 * @param mainClass binary name of the file's first top-level class, the one the launcher runs
 */
public record SourceProgram(String file, Map<String, byte[]> classes, Map<String, byte[]> traced, String mainClass) {
    /** The JDK 17 source launcher's main class (module jdk.compiler). */
    public static final String LAUNCHER = "com.sun.tools.javac.launcher.Main";

    public SourceProgram {
        classes = Map.copyOf(classes);
        traced = Map.copyOf(traced);
    }

    /** The launcher's arguments, as java passes them in source-file mode: the file, then the program's arguments. */
    public List<String> launcherArgs(List<String> programArgs) {
        List<String> all = new java.util.ArrayList<>();
        all.add(file);
        all.addAll(programArgs);
        return all;
    }

    /** The class file the VM defines for one the launcher's loader defines: its {@code -g} twin, else itself. */
    public byte[] forDefinition(String internalName, byte[] bytes) {
        byte[] plain = classes.get(internalName);
        byte[] withLocals = traced.get(internalName);
        return plain != null && withLocals != null && java.util.Arrays.equals(plain, bytes) ? withLocals : bytes;
    }
}
