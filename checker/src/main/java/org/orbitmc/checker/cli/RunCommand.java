package org.orbitmc.checker.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.orbitmc.checker.run.ProgramRunner;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code orbit run}: executes one path of a program under the VM, like {@code java}. Its model is built in code, as
 * {@link ProgramOptions}' is: the command every start of a program goes through reads no annotations.
 */
final class RunCommand implements Callable<Integer> {
    final ProgramOptions program = new ProgramOptions();

    private final OptionSpec hostWrites = OptionSpec.builder("--write-to-host").paramLabel("DIR").type(Path.class)
            .description("Once the program has ended, write what it created,",
                    "changed or deleted under DIR to the host's disk (by default nothing it writes leaves the VM).").build();

    private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this);

    private final PrintStream out;
    private final PrintStream err;
    private final InputStream in;

    RunCommand(PrintStream out, PrintStream err, InputStream in) {
        this.out = out;
        this.err = err;
        this.in = in;
        spec.name("run").versionProvider(new OrbitCommand.Version());
        spec.usageMessage()
                .customSynopsis("orbit run [OPTIONS] MAIN [ARGS...]", "   or  orbit run [OPTIONS] File.java [ARGS...]")
                .description("Runs a program once under the Orbit VM, as java does.",
                        "MAIN is a main class, or a source file compiled in memory (its first class).",
                        "Exit status: the program's, 2 for bad usage or input, 3 if the VM fails.");
        OrbitCommand.addHelpOptions(spec);
        program.addTo(spec);
        spec.addOption(hostWrites);
    }

    /** The command's model, for picocli. */
    CommandSpec spec() {
        return spec;
    }

    @Override
    public Integer call() {
        program.checkProgramArguments(spec);
        Path writes = hostWrites.getValue();
        return Failures.guard(err, program.debug(), () -> ProgramRunner.run(program.runRequest(out, err, in, writes)));
    }
}
