package org.orbitmc.checker.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.function.Supplier;

import org.orbitmc.checker.search.TransitionSystemFactory;
import org.orbitmc.vm.classpath.ModuleGraph;

import picocli.CommandLine;

/** Entry point of the {@code orbit} command. */
public final class Main {
    /** Usage errors: unknown option, missing argument, bad input. */
    public static final int USAGE = 2;
    /** Orbit itself cannot go on: an unsupported feature or an internal error. */
    public static final int SOFTWARE = 3;

    private static final String RUN = "run";
    private static final String CHECK = "check";

    private Main() {
    }

    public static void main(String[] args) {
        readJdkImageAside();
        // Orbit's own output goes to fd 1 through a large buffer; the program's output passes through it too and is
        // flushed at each write (ProgramStreams), so it shows as the program writes it.
        PrintStream out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16), false);
        int status;
        try {
            status = execute(args, out, System.err, System.in);
        } finally {
            out.flush();
        }
        System.exit(status);
    }

    /**
     * Reads the JDK image's module descriptors, which every VM needs first, on another thread while picocli parses the
     * command line: a few per cent of a start, off the main thread. A failure is left for the VM to meet and report.
     */
    private static void readJdkImageAside() {
        Thread image = new Thread(new ImageReading(), "orbit-jdk-image");
        image.setDaemon(true);
        image.start();
    }

    /** A class, not a lambda: linking one is itself a cost of the start. */
    private static final class ImageReading implements Runnable {
        @Override
        public void run() {
            try {
                ModuleGraph.ofJdkImage();
            } catch (Throwable t) { // the main thread meets the same failure when it builds the VM, and reports it
            }
        }
    }

    /** Runs the command line with the given streams standing for the standard streams, and returns the exit code. */
    public static int execute(String[] args, PrintStream out, PrintStream err, InputStream in) {
        return commandLine(out, err, in, CheckCommand::vmFactory, args.length > 0 ? args[0] : "").execute(args);
    }

    static CommandLine commandLine(PrintStream out, PrintStream err, InputStream in) {
        return commandLine(out, err, in, CheckCommand::vmFactory);
    }

    /** The command line with {@code orbit check} exploring what {@code checkers} makes (tests pass toy models). */
    static CommandLine commandLine(PrintStream out, PrintStream err, InputStream in,
            Supplier<Optional<TransitionSystemFactory>> checkers) {
        return commandLine(out, err, in, checkers, "");
    }

    /**
     * The command line; when the first argument names {@code run} or {@code check}, only that subcommand is added: the
     * model of {@code check} is read from its annotations by reflection, which {@code orbit run} need not pay for.
     * Anything else (help, a typo) gets them all.
     */
    static CommandLine commandLine(PrintStream out, PrintStream err, InputStream in,
            Supplier<Optional<TransitionSystemFactory>> checkers, String first) {
        CommandLine cl = new CommandLine(new OrbitCommand().spec());
        boolean one = first.equals(RUN) || first.equals(CHECK);
        if (!one || first.equals(RUN)) {
            cl.addSubcommand(RUN, new RunCommand(out, err, in).spec());
        }
        if (!one || first.equals(CHECK)) {
            cl.addSubcommand(CHECK, new CheckCommand(out, err, checkers, System.console() != null).spec());
        }
        if (!one) {
            cl.addSubcommand("help", CommandLine.HelpCommand.class);
        }
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        // Everything after MAIN belongs to the program, even what looks like an option or an @argfile.
        cl.setStopAtPositional(true);
        cl.setExpandAtFiles(false);
        cl.setParameterExceptionHandler((e, args) -> Failures.report(err,
                e.getMessage() + suggestion(e) + " (see '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help')", USAGE, null));
        cl.setExecutionExceptionHandler((e, commandLine, parseResult) -> Failures.report(err, "internal error: " + e, SOFTWARE, e));
        return cl;
    }

    /** " (did you mean --max-states?)" for an unknown option close to a known one, else "". */
    private static String suggestion(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.getSuggestions().isEmpty()) {
            return " (did you mean " + String.join(" or ", u.getSuggestions()) + "?)";
        }
        return "";
    }
}
