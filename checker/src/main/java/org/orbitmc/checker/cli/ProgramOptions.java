package org.orbitmc.checker.cli;

import java.io.File;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.orbitmc.checker.run.RunRequest;
import org.orbitmc.checker.run.SourceCompiler;
import org.orbitmc.checker.search.CheckTarget;

import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** What {@code run} and {@code check} both take, as {@code java} does: the class path, the program and its arguments. */
final class ProgramOptions {
    @Option(names = {"-cp", "-classpath", "--class-path"}, paramLabel = "PATH",
            description = "Directories and jars, separated by '${sys:path.separator}' (default: .).")
    String classPath = ".";

    @Option(names = {"-da", "--disable-assertions"}, description = "Do not check assert statements (checked by default).")
    boolean disableAssertions;

    @Option(names = "-D", paramLabel = "key=value", mapFallbackValue = "", description = "Sets a system property for the program: -Dkey=value.")
    Map<String, String> properties = new LinkedHashMap<>();

    @Option(names = "--debug", description = "Print Orbit's own stack trace when the VM fails.")
    boolean debug;

    @Parameters(index = "0", paramLabel = "MAIN|File.java", description = "The main class, or a .java source file.")
    String main;

    @Parameters(index = "1..*", paramLabel = "ARGS", description = "Arguments passed to the program unchanged.")
    List<String> args = new ArrayList<>();

    /** The program to run once. */
    RunRequest runRequest(PrintStream out, PrintStream err, InputStream in, Path hostWrites) {
        Program p = program();
        return new RunRequest(p.classPath, p.compiled, p.mainClass, args, !disableAssertions, out, err, in, properties, hostWrites);
    }

    /** The program to check; {@code spuriousWakeups} lets waits and parks also end for no reason. */
    CheckTarget checkTarget(boolean spuriousWakeups) {
        Program p = program();
        return new CheckTarget(p.classPath, p.compiled, p.mainClass, args, !disableAssertions, properties, spuriousWakeups);
    }

    private record Program(List<Path> classPath, Map<String, byte[]> compiled, String mainClass) {
    }

    /** Compiles MAIN in memory when it is a source file, as {@code java File.java} does. */
    private Program program() {
        List<Path> entries = classPathEntries();
        if (main.endsWith(".java")) {
            SourceCompiler.Compiled c = SourceCompiler.compile(Path.of(main), entries);
            return new Program(entries, c.classes(), c.mainClass());
        }
        return new Program(entries, Map.of(), main);
    }

    /** As java: entries separated by the platform separator, an empty entry meaning the current directory. */
    private List<Path> classPathEntries() {
        List<Path> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator, -1)) {
            entries.add(Path.of(entry.isEmpty() ? "." : entry));
        }
        return entries;
    }
}
