package org.orbitmc.checker.run;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

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
 */
public record RunRequest(List<Path> classPath, Map<String, byte[]> compiledClasses, String mainClass, List<String> args,
        boolean assertionsEnabled, OutputStream stdout, OutputStream stderr, InputStream stdin,
        Map<String, String> systemProperties) {
    public RunRequest {
        classPath = List.copyOf(classPath);
        compiledClasses = Map.copyOf(compiledClasses);
        args = List.copyOf(args);
        systemProperties = Map.copyOf(systemProperties);
    }
}
