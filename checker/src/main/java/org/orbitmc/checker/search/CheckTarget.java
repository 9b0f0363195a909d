package org.orbitmc.checker.search;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.orbitmc.natives.SourceProgram;

/**
 * The program a check explores, as the command line (or the JUnit extension) describes it.
 *
 * @param classPath         directories and jars, searched in order
 * @param compiledClasses   classes compiled in memory (internal name to class file), searched before the class
 *                          path; empty when checking compiled classes
 * @param mainClass         binary name of the class whose {@code main} runs
 * @param args              the program's arguments
 * @param assertionsEnabled whether {@code assert} is checked in application classes
 * @param systemProperties  extra system properties ({@code -Dkey=value})
 * @param spuriousWakeups   whether a waiting or parked thread may also wake up for no reason, as the JLS allows
 *                          (off: a wait ends only when notified, interrupted or timed out, which the report names as
 *                          an assumption)
 * @param sourceProgram     the source file {@code compiledClasses} were compiled from, run by the JDK's source launcher
 *                          as {@code java File.java} runs it; null when checking compiled classes
 */
public record CheckTarget(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
        boolean assertionsEnabled, Map<String, String> systemProperties, boolean spuriousWakeups, SourceProgram sourceProgram) {
    public CheckTarget {
        classPath = List.copyOf(classPath);
        compiledClasses = Map.copyOf(compiledClasses);
        args = List.copyOf(args);
        systemProperties = Map.copyOf(systemProperties);
    }

    /** Compiled classes. */
    public CheckTarget(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
            boolean assertionsEnabled, Map<String, String> systemProperties, boolean spuriousWakeups) {
        this(classPath, compiledClasses, mainClass, args, assertionsEnabled, systemProperties, spuriousWakeups, null);
    }

    /** Without spurious wake-ups. */
    public CheckTarget(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
            boolean assertionsEnabled, Map<String, String> systemProperties) {
        this(classPath, compiledClasses, mainClass, args, assertionsEnabled, systemProperties, false);
    }
}
