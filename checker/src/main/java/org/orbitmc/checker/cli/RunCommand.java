package org.orbitmc.checker.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.orbitmc.checker.run.ProgramRunner;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code orbit run}: executes one path of a program under the VM, like {@code java}. */
@Command(name = "run", versionProvider = OrbitCommand.Version.class,
        customSynopsis = {"orbit run [OPTIONS] MAIN [ARGS...]", "   or  orbit run [OPTIONS] File.java [ARGS...]"},
        description = {"Runs a program once under the Orbit VM, as java does.",
            "MAIN is a main class, or a source file compiled in memory (its first class).",
            "Exit status: the program's, 2 for bad usage or input, 3 if the VM fails."})
final class RunCommand implements Callable<Integer> {
    // -h and -V as options of the command itself, not picocli's standard mixin: the mixin is read by reflection at
    // every start (about 30 ms of hello world's).
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = {"-V", "--version"}, versionHelp = true, description = "Print version information and exit.")
    boolean version;

    @Spec
    CommandSpec spec;

    @Mixin
    ProgramOptions program;

    @Option(names = "--write-to-host", paramLabel = "DIR", description = {"Once the program has ended, write what it created,",
        "changed or deleted under DIR to the host's disk (by default nothing it writes leaves the VM)."})
    Path hostWrites;

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
        program.checkProgramArguments(spec);
        return Failures.guard(err, program.debug, () -> ProgramRunner.run(program.runRequest(out, err, in, hostWrites)));
    }
}
