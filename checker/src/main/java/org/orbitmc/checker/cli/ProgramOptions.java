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
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParameterException;

/**
 * What {@code run} and {@code check} both take, as {@code java} does: the class path, the program and its arguments.
 * Its options are built in code, not declared by annotations: picocli reads annotations by reflection, and the JDK makes
 * a proxy class for each annotation type it reads, which was about a sixth of hello world's start-up under
 * {@code orbit run}. Their values are read once the command line is parsed.
 */
final class ProgramOptions {
    private final OptionSpec classPathOption = OptionSpec.builder("-cp", "-classpath", "--class-path").paramLabel("PATH")
            .type(String.class).description("Directories and jars, separated by '${sys:path.separator}' (default: .).").build();

    private final OptionSpec disableAssertionsOption = OptionSpec.builder("-da", "--disable-assertions").type(boolean.class)
            .initialValue(false).description("Do not check assert statements (checked by default).").build();

    private final OptionSpec propertiesOption = propertiesOption();

    private final OptionSpec debugOption = OptionSpec.builder("--debug").type(boolean.class).initialValue(false)
            .description("Print Orbit's own stack trace when the VM fails.").build();

    private final PositionalParamSpec mainParameter = PositionalParamSpec.builder().index("0").arity("1").required(true)
            .paramLabel("MAIN|File.java").type(String.class).description("The main class, or a .java source file.").build();

    private final PositionalParamSpec argsParameter = PositionalParamSpec.builder().index("1..*").arity("0..1").paramLabel("ARGS")
            .type(List.class).auxiliaryTypes(String.class)
            .description("Arguments passed to the program unchanged. An argument",
                    "spelled like one of Orbit's options is refused (put Orbit's options before MAIN);",
                    "after '--' every argument goes to the program.").build();

    /** -Dkey=value, and -Dkey for an empty value. */
    private static OptionSpec propertiesOption() {
        OptionSpec.Builder b = OptionSpec.builder("-D").paramLabel("key=value").type(Map.class).auxiliaryTypes(String.class, String.class)
                .description("Sets a system property for the program: -Dkey=value.");
        b.mapFallbackValue(""); // declared to return picocli's package-private ArgSpec.Builder: no chaining
        return b.build();
    }

    /** The program's arguments, set by {@link #checkProgramArguments} (which drops a first {@code --}). */
    private List<String> args;

    /** Adds these options and parameters to a command. */
    void addTo(CommandSpec command) {
        command.addOption(classPathOption);
        command.addOption(disableAssertionsOption);
        command.addOption(propertiesOption);
        command.addOption(debugOption);
        command.addPositional(mainParameter);
        command.addPositional(argsParameter);
    }

    /** Whether to print Orbit's own stack trace when the VM fails. */
    boolean debug() {
        return debugOption.<Boolean>getValue();
    }

    String main() {
        return mainParameter.getValue();
    }

    String classPath() {
        String cp = classPathOption.getValue();
        return cp == null ? "." : cp;
    }

    Map<String, String> properties() {
        Map<String, String> p = propertiesOption.getValue();
        return p == null ? new LinkedHashMap<>() : p;
    }

    boolean disableAssertions() {
        return disableAssertionsOption.<Boolean>getValue();
    }

    List<String> args() {
        return args != null ? args : givenArgs();
    }

    /** The arguments after MAIN as given, a first {@code --} included. */
    private List<String> givenArgs() {
        List<String> given = argsParameter.getValue();
        return given == null ? new ArrayList<>() : new ArrayList<>(given);
    }

    /**
     * Checks the arguments after MAIN, which go to the program: one spelled like an option of {@code command} (or
     * within two edits of a long one) is most likely Orbit's, put in the wrong place, and silently passing it to the
     * program would run a different check than the user asked for. A first {@code --} passes everything after it.
     */
    void checkProgramArguments(CommandSpec command) {
        List<String> args = givenArgs();
        this.args = args;
        if (!args.isEmpty() && args.get(0).equals("--")) {
            this.args = new ArrayList<>(args.subList(1, args.size()));
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
                        + ": put Orbit's options before " + main() + ", or write -- before the program's own arguments");
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
        return new RunRequest(p.classPath, p.compiled, p.mainClass, args(), !disableAssertions(), out, err, in, properties(), hostWrites,
                p.source);
    }

    /** The program to check; {@code spuriousWakeups} lets waits and parks also end for no reason. */
    CheckTarget checkTarget(boolean spuriousWakeups) {
        Program p = program(true);
        return new CheckTarget(p.classPath, p.compiled, p.mainClass, args(), !disableAssertions(), properties(), spuriousWakeups, p.source);
    }

    private record Program(List<Path> classPath, Map<String, byte[]> compiled, String mainClass, SourceProgram source) {
    }

    /**
     * Compiles MAIN in memory when it is a source file, as {@code java File.java} does ({@code forTraces}: also with
     * local variable tables, for a check's traces).
     */
    private Program program(boolean forTraces) {
        List<Path> entries = classPathEntries();
        String main = main();
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
        for (String entry : classPath().split(File.pathSeparator, -1)) {
            entries.add(Path.of(entry.isEmpty() ? "." : entry));
        }
        return entries;
    }
}
