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
@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = OrbitCommand.Version.class,
        customSynopsis = {"orbit run [OPTIONS] MAIN [ARGS...]", "   or  orbit run [OPTIONS] File.java [ARGS...]"},
        description = {"Runs a program once under the Orbit VM, as java does: the main class MAIN, or",
            "the first class of a source file compiled in memory.",
            "Exit status: the program's, 2 for bad usage or input, 3 if the VM fails."})
final class RunCommand implements Callable<Integer> {
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
