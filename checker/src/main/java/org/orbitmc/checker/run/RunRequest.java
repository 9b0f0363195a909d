package org.orbitmc.checker.run;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.orbitmc.natives.SourceProgram;

/**
 * One execution of a program, as {@code java} would run it.
 *
 * @param classPath        directories and jars, searched in order
 * @param compiledClasses  classes compiled in memory (internal name to class file), searched before the
 *                         class path; empty when running compiled classes
 * @param mainClass        binary name of the class whose {@code main} runs
 * @param args             the program's arguments
 * @param assertionsEnabled whether {@code assert} is checked in application classes
 * @param systemProperties extra system properties ({@code -Dkey=value})
 * @param hostWrites       the host directory where what the program wrote under it is written once it has ended,
 *                         or null (nothing the program writes reaches the host)
 */
public record RunRequest(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
        boolean assertionsEnabled, OutputStream stdout, OutputStream stderr, InputStream stdin,
        Map<String, String> systemProperties, Path hostWrites, SourceProgram sourceProgram) {
    public RunRequest {
        classPath = List.copyOf(classPath);
        compiledClasses = Map.copyOf(compiledClasses);
        args = List.copyOf(args);
        systemProperties = Map.copyOf(systemProperties);
    }

    /** A run of compiled classes. */
    public RunRequest(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
            boolean assertionsEnabled, OutputStream stdout, OutputStream stderr, InputStream stdin,
            Map<String, String> systemProperties, Path hostWrites) {
        this(classPath, compiledClasses, mainClass, args, assertionsEnabled, stdout, stderr, stdin, systemProperties, hostWrites, null);
    }

    /** A run whose writes stay inside the VM. */
    public RunRequest(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
            boolean assertionsEnabled, OutputStream stdout, OutputStream stderr, InputStream stdin,
            Map<String, String> systemProperties) {
        this(classPath, compiledClasses, mainClass, args, assertionsEnabled, stdout, stderr, stdin, systemProperties, null, null);
    }

    /** How the VM starts this program. */
    public ProgramEntry entry() {
        return ProgramEntry.of(classPath, compiledClasses, mainClass, args, sourceProgram);
    }
}
