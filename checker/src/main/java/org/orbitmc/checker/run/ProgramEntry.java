package org.orbitmc.checker.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.orbitmc.natives.JdkModel;
import org.orbitmc.natives.SourceProgram;
import org.orbitmc.vm.classpath.ClassSource;

/**
 * How the VM starts a program, the same for a run and a check: where its classes are, the JDK model, and the class
 * whose {@code main} the main thread runs with which arguments. A source file runs as {@code java File.java} runs it:
 * the main thread runs the JDK's source launcher, which defines the host-compiled classes in its own class loader.
 *
 * @param sourceProgram the source file the launcher runs, or null
 */
public record ProgramEntry(List<ClassSource> sources, SourceProgram sourceProgram, String mainClass, List<String> args) {
    public ProgramEntry {
        sources = List.copyOf(sources);
        args = List.copyOf(args);
    }

    /**
     * @param compiled   classes compiled in memory: the source file's, or (without a source file) classes searched
     *                   before the class path, as the JUnit extension's driver
     * @param source   the source file the classes were compiled from, or null
     */
    public static ProgramEntry of(List<Path> classPath, Map<String, byte[]> compiled, String mainClass, List<String> args,
            SourceProgram source) {
        List<ClassSource> sources = new ArrayList<>();
        if (source == null && !compiled.isEmpty()) {
            // First, so that a stale class file of the same name on the class path cannot shadow them.
            sources.add(ClassSource.inMemory(compiled, "classes compiled in memory", true));
        }
        for (Path entry : classPath) {
            sources.add(ClassSource.of(entry));
        }
        if (source == null) {
            return new ProgramEntry(sources, null, mainClass, args);
        }
        return new ProgramEntry(sources, source, SourceProgram.LAUNCHER, source.launcherArgs(args));
    }

    public JdkModel jdkModel() {
        return new JdkModel(sourceProgram);
    }
}
