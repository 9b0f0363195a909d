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
import org.orbitmc.natives.SourceProgram;
import org.orbitmc.checker.search.CheckTarget;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
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

    @Parameters(index = "1..*", paramLabel = "ARGS", description = {"Arguments passed to the program unchanged. An argument",
        "spelled like one of Orbit's options is refused (put Orbit's options before MAIN);",
        "after '--' every argument goes to the program."})
    List<String> args = new ArrayList<>();

    /**
     * Checks the arguments after MAIN, which go to the program: one spelled like an option of {@code command} (or
     * within two edits of a long one) is most likely Orbit's, put in the wrong place, and silently passing it to the
     * program would run a different check than the user asked for. A first {@code --} passes everything after it.
     */
    void checkProgramArguments(CommandSpec command) {
        if (!args.isEmpty() && args.get(0).equals("--")) {
            args = new ArrayList<>(args.subList(1, args.size()));
            return;
        }
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                continue;
            }
            String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
            String meant = command.findOption(name) != null ? name : nearOption(command, name);
            if (meant != null) {
                throw new ParameterException(command.commandLine(), "'" + arg + "' comes after the program, so it would go to the program"
                        + (meant.equals(name) ? "" : " (did you mean " + meant + "?)")
                        + ": put Orbit's options before " + main + ", or write -- before the program's own arguments");
            }
        }
    }

    /** The long option of {@code command} within two edits of {@code name}, or null. */
    private static String nearOption(CommandSpec command, String name) {
        if (!name.startsWith("--") || name.length() < 6) {
            return null;
        }
        for (OptionSpec o : command.options()) {
            for (String n : o.names()) {
                if (n.startsWith("--") && editDistance(n, name) <= 2) {
                    return n;
                }
            }
        }
        return null;
    }

    private static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] t = previous;
            previous = current;
            current = t;
        }
        return previous[b.length()];
    }

    /** The program to run once. */
    RunRequest runRequest(PrintStream out, PrintStream err, InputStream in, Path hostWrites) {
        Program p = program(false);
        return new RunRequest(p.classPath, p.compiled, p.mainClass, args, !disableAssertions, out, err, in, properties, hostWrites,
                p.source);
    }

    /** The program to check; {@code spuriousWakeups} lets waits and parks also end for no reason. */
    CheckTarget checkTarget(boolean spuriousWakeups) {
        Program p = program(true);
        return new CheckTarget(p.classPath, p.compiled, p.mainClass, args, !disableAssertions, properties, spuriousWakeups, p.source);
    }

    private record Program(List<Path> classPath, Map<String, byte[]> compiled, String mainClass, SourceProgram source) {
    }

    /**
     * Compiles MAIN in memory when it is a source file, as {@code java File.java} does ({@code forTraces}: also with
     * local variable tables, for a check's traces).
     */
    private Program program(boolean forTraces) {
        List<Path> entries = classPathEntries();
        if (main.endsWith(".java")) {
            SourceCompiler.Compiled c = SourceCompiler.compile(Path.of(main), entries, forTraces);
            return new Program(entries, c.classes(), c.mainClass(),
                    new SourceProgram(main, c.launcherClasses(), c.classes(), c.mainClass()));
        }
        return new Program(entries, Map.of(), main, null);
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
