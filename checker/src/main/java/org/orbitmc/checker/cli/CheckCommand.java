package org.orbitmc.checker.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;

import org.orbitmc.checker.report.HtmlReport;
import org.orbitmc.checker.report.JsonReport;
import org.orbitmc.checker.report.ProgressLine;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.run.ProgramCheck;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Choice;
import org.orbitmc.checker.search.ProgressListener;
import org.orbitmc.checker.search.Replay;
import org.orbitmc.checker.search.Sampling;
import org.orbitmc.checker.search.Schedule;
import org.orbitmc.checker.search.ScheduleException;
import org.orbitmc.checker.search.Search;
import org.orbitmc.checker.search.SearchOrder;
import org.orbitmc.checker.search.StoreKind;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TransitionSystemFactory;
import org.orbitmc.checker.search.Verdict;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code orbit check}: explores every interleaving of a program and reports the errors found, or replays one schedule. */
@Command(name = "check", versionProvider = OrbitCommand.Version.class,
        customSynopsis = {"orbit check [OPTIONS] MAIN [ARGS...]", "   or  orbit check [OPTIONS] File.java [ARGS...]"},
        description = {"Explores every interleaving of a program's threads, looking for errors.",
            "Under the Orbit VM: uncaught exceptions, failed assertions and deadlocks.",
            "MAIN is a main class, or a source file compiled in memory, as for orbit run.",
            "Exit status: 0 no errors (every state explored), 1 errors found, 2 bad usage or",
            "input, 3 incomplete (a limit reached, a feature not supported) or Orbit failed."})
final class CheckCommand implements Callable<Integer> {
    // -h and -V as options of the command itself, not picocli's standard mixin: the mixin is read by reflection at
    // every start (about 30 ms of hello world's).
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = {"-V", "--version"}, versionHelp = true, description = "Print version information and exit.")
    boolean version;

    static final int ERRORS_FOUND = 1;
    static final int INCOMPLETE = 3;

    private final ProgramOptions program = new ProgramOptions();

    @Option(names = "--max-states", paramLabel = "N", converter = OptionConverters.PositiveLong.class,
            description = "Stop after N distinct states (the verdict is then incomplete).")
    Long maxStates;

    @Option(names = "--max-depth", paramLabel = "N", converter = OptionConverters.PositiveInt.class,
            description = "Do not explore paths longer than N transitions (the verdict is then incomplete).")
    Integer maxDepth;

    @Option(names = "--time-limit", paramLabel = "TIME", converter = OptionConverters.TimeLimit.class,
            description = "Stop after this long: 500ms, 30s, 5m, 1h (the verdict is then incomplete).")
    Duration timeLimit;

    @Option(names = "--search", paramLabel = "pb|dfs|bfs", converter = OptionConverters.Order.class,
            description = "Preemption-bounded (default: schedules with fewer preemptions first, depth-first past two, with"
                    + " POS and PCT sampling alongside), depth-first, or breadth-first (shortest counterexamples).")
    SearchOrder search;

    @Option(names = "--workers", paramLabel = "N|cores", converter = OptionConverters.Workers.class,
            description = "Search on N threads at once, each with a VM of its own, sharing the visited states"
                    + " (with --search dfs; default 1). The same states and verdict as one.")
    Integer workers;

    @Option(names = "--no-sampling", description = "No POS and PCT sampling alongside the preemption-bounded search.")
    boolean noSampling;

    @Option(names = "--strategy", paramLabel = "random|pct|pos", converter = OptionConverters.StrategyName.class,
            description = "Sample schedules at random instead of searching: a random walk, PCT or POS."
                    + " Finds bugs in spaces too large to explore; never proves their absence.")
    Sampling.Strategy strategy;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random strategy or of the sampling alongside"
            + " (default 0): a run is reproducible.")
    long seed;

    @Option(names = "--iterations", paramLabel = "N", converter = OptionConverters.PositiveLong.class,
            description = "Schedules the random strategy draws at most (default: until the time limit, or 1000).")
    Long iterations;

    @Option(names = "--pct-depth", paramLabel = "D", converter = OptionConverters.PositiveInt.class,
            description = "PCT's bug depth: D - 1 priority change points a schedule (default 3).")
    Integer pctDepth;

    @Option(names = "--no-shorten", description = "Report counterexamples as found, not shortened.")
    boolean noShorten;

    @Option(names = "--no-gc", description = "Do not collect garbage before a state is stored (for measuring the reduction).")
    boolean noGc;

    @Option(names = "--symmetry", paramLabel = "none|heap|heap+threads", converter = OptionConverters.SymmetryName.class,
            description = "Symmetries removed before a state is stored (default: heap+threads).")
    Symmetry symmetry;

    @Option(names = "--kbots", paramLabel = "K", converter = OptionConverters.KBound.class,
            description = "How deep kBOTS thread ordering compares what threads reach: 0 keeps table order,"
                    + " 'unbounded' (default) compares all.")
    Integer kbots;

    @Option(names = "--store", paramLabel = "collapse|fingerprint|exact", converter = OptionConverters.StoreName.class,
            description = "How visited states are stored: collapse-compressed (default), 64-bit fingerprints"
                    + " (smallest; a collision may skip a state) or whole encodings.")
    StoreKind store;

    @Option(names = "--interleave-libraries", description = "Also interleave inside the JDK's thread-safe libraries"
            + " (java.util.concurrent, Thread, PrintStream), which by default run each call atomically.")
    boolean interleaveLibraries;

    @Option(names = "--no-lock-discipline", description = "Stop at every access to a shared object, even one holding the"
            + " lock every other thread's access to it holds (for measuring the reduction).")
    boolean noLockDiscipline;

    @Option(names = "--no-lock-expressions", description = "Judge every shared field by its object's history of accesses"
            + " (a guard in the state), even one always accessed under a lock named from its object, such as its own monitor"
            + " (for measuring the reduction).")
    boolean noLockExpressions;

    @Option(names = "--sleep-sets", description = "With --search dfs: prune transitions with sleep sets stored with the"
            + " states (partial-order reduction: independent steps are not explored in both orders; the same states and"
            + " verdicts, fewer transitions).")
    boolean sleepSets;

    @Option(names = "--dpor", description = "With --search dfs: dynamic partial-order reduction (a state takes another"
            + " thread only when a race on the path shows that the other order may lead elsewhere; summaries of explored"
            + " states stand in for them when they are reached again): fewer states, the same verdicts.")
    boolean dpor;

    @Option(names = "--no-eager-starts", description = "Make a started thread's first steps, up to its first visible"
            + " operation, a choice of their own instead of part of the step that started it (for measuring the reduction).")
    boolean noEagerStarts;

    @Option(names = "--no-identity-symmetry", description = "Keep every thread's id and name in the states even while no"
            + " code reads them, so that threads never become interchangeable by thread symmetry (for measuring the reduction).")
    boolean noIdentitySymmetry;

    @Option(names = "--spurious-wakeups", description = "Let Object.wait and LockSupport.park also return for no reason,"
            + " as the JLS allows (by default they do not, and a \"no errors\" verdict says it assumes so).")
    boolean spuriousWakeups;

    @Option(names = "--all-errors", description = "Go on after the first error and report each distinct error once.")
    boolean allErrors;

    @Option(names = "--json", paramLabel = "FILE", description = {"Also write the result as JSON to FILE; '-' writes it to",
        "standard output, and the report to standard error."})
    Path json;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write the report as a self-contained HTML page: each error's per-thread timeline, each step"
                    + " at its source line.")
    Path html;

    @Option(names = {"-q", "--quiet"}, description = "No progress line; the report is the verdict line and one line per error.")
    boolean quiet;

    @Option(names = "--trace", paramLabel = "folded|full|table", converter = OptionConverters.TraceStyle.class,
            description = "How a counterexample's steps print: folded (default: steps inside JDK code at the program line"
                    + " that called it, a thread's run of them on one line), full (one line per step) or table (folded,"
                    + " one column per thread).")
    TracePrinter.Style trace;

    @Option(names = "--replay", paramLabel = "SCHEDULE",
            description = "Run only the path of a schedule that a report printed, e.g. 0.1.1.0, and show its trace.")
    String replay;

    @Spec
    CommandSpec spec;

    private final PrintStream out;
    private final PrintStream err;
    private final Supplier<Optional<TransitionSystemFactory>> factories;
    private final boolean terminal;

    /**
     * @param factories gives the factory of transition systems, or empty when this build has none
     * @param terminal  whether stderr is a terminal (progress is then rewritten in place)
     */
    CheckCommand(PrintStream out, PrintStream err, Supplier<Optional<TransitionSystemFactory>> factories, boolean terminal) {
        this.out = out;
        this.err = err;
        this.factories = factories;
        this.terminal = terminal;
    }

    /** The command's model: read from its annotations, with the program's options (built in code, as for run) added. */
    CommandSpec spec() {
        CommandSpec command = CommandSpec.forAnnotatedObject(this);
        program.addTo(command);
        return command;
    }

    /** The VM adapter, when this build has one. */
    static Optional<TransitionSystemFactory> vmFactory() {
        return TransitionSystemFactory.load(TransitionSystemFactory.VM_FACTORY, CheckCommand.class.getClassLoader());
    }

    @Override
    public Integer call() {
        program.checkProgramArguments(spec);
        List<Choice> schedule = replaySchedule();
        Path jsonDirectory = json == null || jsonToStdout() ? null : json.toAbsolutePath().getParent();
        if (jsonDirectory != null && !Files.isDirectory(jsonDirectory)) { // found out before the search, not after
            throw new ParameterException(spec.commandLine(), "cannot write " + json + ": no such directory");
        }
        Path htmlDirectory = html == null ? null : html.toAbsolutePath().getParent();
        if (htmlDirectory != null && !Files.isDirectory(htmlDirectory)) {
            throw new ParameterException(spec.commandLine(), "cannot write " + html + ": no such directory");
        }
        CheckOptions options = options();
        try {
            options.config();
        } catch (IllegalArgumentException e) { // options that do not go together
            throw new ParameterException(spec.commandLine(), "--" + e.getMessage());
        }
        return Failures.guard(err, program.debug(), () -> {
            Optional<TransitionSystemFactory> factory = factories.get();
            if (factory.isEmpty()) {
                return Failures.report(err, "check is not available in this build", Main.SOFTWARE, null);
            }
            if (schedule != null) {
                TransitionSystem system = factory.get().create(program.checkTarget(options.spuriousWakeups()), options.matching());
                system.refine(Schedule.refinements(replay));
                return replay(system, schedule, options.trace());
            }
            try (UserInterrupt interrupt = new UserInterrupt()) {
                int code = check(factory.get(), program.checkTarget(options.spuriousWakeups()), options, interrupt);
                interrupt.reported(code);
                return code;
            }
        });
    }

    private int check(TransitionSystemFactory factory, CheckTarget target, CheckOptions options, UserInterrupt interrupt) {
        CheckConfig config = options.config();
        Search search = Search.of(config, quiet ? ProgressListener.NONE : new ProgressLine(err, terminal));
        interrupt.watch(search);
        return report(ProgramCheck.explore(factory, target, config, search), options.trace());
    }

    private int report(CheckResult result, TracePrinter.Style trace) {
        PrintStream text = jsonToStdout() ? err : out; // standard output then carries the JSON alone, for a pipe
        if (quiet) {
            new TracePrinter(text).printBrief(result);
        } else {
            new TracePrinter(text, true, trace).print(result);
        }
        text.flush();
        if (jsonToStdout()) {
            out.println(JsonReport.toJson(result));
            out.flush();
        } else if (json != null) {
            try {
                JsonReport.write(result, json);
            } catch (IOException e) {
                return Failures.report(err, "cannot write " + json + ": " + describe(e), Main.USAGE, program.debug() ? e : null);
            }
        }
        if (html != null) {
            try {
                HtmlReport.write(result, html);
            } catch (IOException e) {
                return Failures.report(err, "cannot write " + html + ": " + describe(e), Main.USAGE, program.debug() ? e : null);
            }
        }
        return exitCode(result.verdict());
    }

    private boolean jsonToStdout() {
        return json != null && json.toString().equals("-");
    }

    private int replay(TransitionSystem system, List<Choice> schedule, TracePrinter.Style trace) {
        Replay.Result result;
        try {
            result = Replay.run(system, schedule);
        } catch (ScheduleException e) {
            return Failures.report(err, e.getMessage(), Main.USAGE, null);
        }
        new TracePrinter(out, true, trace).printReplay(result);
        out.flush();
        return result.error() == null ? 0 : ERRORS_FOUND;
    }

    /** What the options say, through the pipeline the JUnit extension and the Maven goal use too. */
    private CheckOptions options() {
        CheckOptions o = new CheckOptions().sampling(!noSampling).seed(seed).shorten(!noShorten).allErrors(allErrors)
                .gc(!noGc).interleaveLibraries(interleaveLibraries).lockDiscipline(!noLockDiscipline)
                .lockExpressions(!noLockExpressions)
                .eagerStarts(!noEagerStarts).identitySymmetry(!noIdentitySymmetry).spuriousWakeups(spuriousWakeups).timeLimit(timeLimit)
                .sleepSets(sleepSets)
                .dpor(dpor);
        if (maxStates != null) {
            o.maxStates(maxStates);
        }
        if (maxDepth != null) {
            o.maxDepth(maxDepth);
        }
        if (search != null) {
            o.search(search);
        }
        if (strategy != null) {
            o.strategy(strategy, iterations, pctDepth);
        }
        if (symmetry != null) {
            o.symmetry(symmetry);
        }
        if (kbots != null) {
            o.kbots(kbots);
        }
        if (store != null) {
            o.store(store);
        }
        if (trace != null) {
            o.trace(trace);
        }
        if (workers != null) {
            o.workers(workers);
        }
        return o;
    }

    /** The --replay schedule, null without one; a malformed one is a usage error. */
    private List<Choice> replaySchedule() {
        if (replay == null) {
            return null;
        }
        if (json != null) {
            throw new ParameterException(spec.commandLine(), "--json cannot be used with --replay");
        }
        try {
            return Schedule.parse(replay);
        } catch (ScheduleException e) {
            throw new ParameterException(spec.commandLine(), "Invalid value for option '--replay': " + e.getMessage());
        }
    }

    private static String describe(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such directory";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage();
    }

    static int exitCode(Verdict verdict) {
        return switch (verdict) {
            case NO_ERRORS -> 0;
            case ERRORS -> ERRORS_FOUND;
            case INCOMPLETE -> INCOMPLETE;
        };
    }
}
