package org.orbitmc.checker.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;

import picocli.CommandLine;

/** Entry point of the {@code orbit} command. */
public final class Main {
    /** Usage errors: unknown option, missing argument, bad input. */
    public static final int USAGE = 2;
    /** Orbit itself cannot go on: an unsupported feature or an internal error. */
    public static final int SOFTWARE = 3;

    private Main() {
    }

    public static void main(String[] args) {
        // System.out flushes on every println; the program's output is written straight to fd 1 through a
        // large buffer instead, flushed when the program flushes or exits and at the end.
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false);
        int status;
        try {
            status = execute(args, out, System.err, System.in);
        } finally {
            out.flush();
        }
        System.exit(status);
    }

    /** Runs the command line with the given streams standing for the standard streams, and returns the exit code. */
    public static int execute(String[] args, PrintStream out, PrintStream err, InputStream in) {
        return commandLine(out, err, in).execute(args);
    }

    static CommandLine commandLine(PrintStream out, PrintStream err, InputStream in) {
        CommandLine cl = new CommandLine(new OrbitCommand(), new Factory(out, err, in));
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        // Everything after MAIN belongs to the program, even what looks like an option or an @argfile.
        cl.setStopAtPositional(true);
        cl.setExpandAtFiles(false);
        cl.setParameterExceptionHandler((e, args) -> Failures.report(err,
                e.getMessage() + " (see '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help')", USAGE, null));
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> Failures.report(err, "internal error: " + e, SOFTWARE, e));
        return cl;
    }

    /** Gives subcommands the streams they run the program with. */
    private record Factory(PrintStream out, PrintStream err, InputStream in) implements CommandLine.IFactory {
        @Override
        public <K> K create(Class<K> type) throws Exception {
            if (type == RunCommand.class) {
                return type.cast(new RunCommand(out, err, in));
            }
            return CommandLine.defaultFactory().create(type);
        }
    }
}
