package org.orbitmc.checker.cli;

import java.io.File;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.orbitmc.checker.run.ProgramRunner;
import org.orbitmc.checker.run.RunRequest;
import org.orbitmc.checker.run.SourceCompiler;
import org.orbitmc.vm.VmFailure;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code orbit run}: executes one path of a program under the VM, like {@code java}. */
@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = OrbitCommand.Version.class,
        customSynopsis = {"orbit run [OPTIONS] MAIN [ARGS...]", "   or  orbit run [OPTIONS] File.java [ARGS...]"},
        description = {"Runs a program once under the Orbit VM, as java does: the main class MAIN, or",
            "the first class of a source file compiled in memory.",
            "Exit status: the program's, 2 for bad usage or input, 3 if the VM fails."})
final class RunCommand implements Callable<Integer> {
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

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;

    RunCommand(PrintStream out, PrintStream err, InputStream in) {
        this.out = out;
        this.err = err;
        this.in = in;
    }

    @Override
    public Integer call() {
        try {
            return runProgram();
        } catch (VmFailure f) {
            return Failures.report(err, f.getMessage(), f.exitCode(), debug ? f : null);
        } catch (UncheckedIOException e) {
            return Failures.report(err, "cannot read input: " + e.getCause().getMessage(), Main.USAGE, debug ? e : null);
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            // Orbit's own bug or a host limit, never the program's verdict.
            return Failures.report(err, "internal error: " + e + (debug ? "" : " (--debug shows where)"), Main.SOFTWARE, debug ? e : null);
        }
    }

    private int runProgram() {
        List<Path> entries = classPathEntries();
        Map<String, byte[]> compiled = Map.of();
        String mainClass = main;
        if (main.endsWith(".java")) {
            SourceCompiler.Compiled c = SourceCompiler.compile(Path.of(main), entries);
            compiled = c.classes();
            mainClass = c.mainClass();
        }
        return ProgramRunner.run(new RunRequest(entries, compiled, mainClass, args, !disableAssertions, out, err, in,
                properties));
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
