package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Symmetry;
import org.orbitmc.checker.search.StateMatching;
import org.orbitmc.checker.search.GridModel;
import org.orbitmc.checker.search.RacyCounterModel;
import org.orbitmc.checker.search.ReorderModel;
import org.orbitmc.checker.search.TransitionSystem;
import org.orbitmc.checker.search.TransitionSystemFactory;
import org.orbitmc.checker.search.TwoLocksModel;
import org.orbitmc.checker.search.UnsupportedModel;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.BadInputException;

/** {@code orbit check} on toy models injected in place of the VM: options, exit codes, reports. */
class CheckCommandTest {
    @TempDir
    Path dir;

    /** The targets the factory was asked for, and the state matching for each. */
    private final List<CheckTarget> targets = new ArrayList<>();
    private final List<StateMatching> matchings = new ArrayList<>();

    /** Makes the toy model named by the main class. */
    private final TransitionSystemFactory toys = (target, matching) -> {
        targets.add(target);
        matchings.add(matching);
        return switch (target.mainClass()) {
            case "Racy" -> new RacyCounterModel();
            case "Deadlock" -> TwoLocksModel.oppositeOrder();
            case "Locks" -> TwoLocksModel.sameOrder();
            case "Grid" -> new GridModel(3, 10);
            case "Reorder" -> new ReorderModel(8);
            case "Native" -> new UnsupportedModel();
            case "UnmodelledBeforeMain" -> throw new UnsupportedFeatureException("native method Boot.setUp()V");
            default -> throw new BadInputException("class " + target.mainClass() + " not found on the class path");
        };
    };

    private OrbitCli.Result check(String... args) {
        return run(() -> Optional.of(toys), args);
    }

    private static OrbitCli.Result run(Supplier<Optional<TransitionSystemFactory>> factories, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> all = new ArrayList<>(List.of("check"));
        all.addAll(List.of(args));
        int status = Main.commandLine(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]), factories)
                .execute(all.toArray(String[]::new));
        return new OrbitCli.Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void helpListsTheOptions() {
        OrbitCli.Result r = check("--help");
        assertEquals(0, r.status());
        assertTrue(r.out().startsWith("Usage: orbit check"), r.out());
        for (String option : List.of("-cp", "-da", "-D", "--max-states", "--max-depth", "--time-limit", "--search", "--json",
                "--all-errors", "--replay", "--spurious-wakeups", "--debug", "MAIN|File.java", "ARGS")) {
            assertTrue(r.out().contains(option), () -> option + " missing from:\n" + r.out());
        }
        assertTrue(OrbitCli.orbit("--help").out().contains("check"));
    }

    @Test
    void anOrbitOptionAfterTheProgramIsRefusedNamingWhereItBelongs() {
        OrbitCli.Result r = check("Racy", "--max-states", "10");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("'--max-states' comes after the program"), r.err());
        assertTrue(targets.isEmpty(), "nothing was checked");
        OrbitCli.Result typo = check("Racy", "--max-stats=10");
        assertEquals(2, typo.status());
        assertTrue(typo.singleErrorLine().contains("did you mean --max-states?"), typo.err());
        OrbitCli.Result passed = check("Locks", "--", "--max-states", "-q", "x");
        assertEquals(0, passed.status(), passed.err());
        assertEquals(List.of("--max-states", "-q", "x"), targets.get(0).args(), "after --, everything goes to the program");
        assertEquals(0, check("Locks", "-x", "--verbose", "file").status(), "arguments unlike Orbit's options pass");
    }

    @Test
    void anUnknownOptionGetsASuggestion() {
        OrbitCli.Result r = check("--max-stats", "10", "Racy");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("Unknown option: '--max-stats' (did you mean --max-states"), r.err());
    }

    @Test
    void jsonDashGoesToStandardOutputAndTheReportToStandardError() {
        OrbitCli.Result r = check("--json", "-", "Racy");
        assertEquals(1, r.status());
        assertTrue(r.out().startsWith("{") && r.out().contains("\"verdict\": \"errors\""), r.out());
        assertTrue(r.err().contains("1 error found ("), r.err());
        assertFalse(Files.exists(Path.of("-")), "no file named -");
    }

    @Test
    void theJsonReportSaysWhichPreemptionBoundWasReachedHowManySchedulesWereSampledAndHowManyWorkersSearched() throws IOException {
        Path pb = dir.resolve("pb.json");
        assertEquals(0, check("--json", pb.toString(), "Locks").status());
        String json = Files.readString(pb);
        // A program this small is proven before sampling starts (PreemptionBoundedSearch.SEARCHED_BEFORE_SAMPLING).
        assertTrue(json.matches("(?s).*\"preemptionBound\": [0-9]+,.*\"schedulesSampled\": 0,\n.*"), json);
        Path dfs = dir.resolve("dfs.json");
        assertEquals(0, check("--search", "dfs", "--json", dfs.toString(), "Locks").status());
        assertTrue(Files.readString(dfs).contains("\"preemptionBound\": -1,"), Files.readString(dfs));
        Path sampled = dir.resolve("sampled.json");
        check("--strategy", "random", "--iterations", "7", "--json", sampled.toString(), "Locks");
        assertTrue(Files.readString(sampled).contains("\"schedulesSampled\": 7"), Files.readString(sampled));
        Path parallel = dir.resolve("parallel.json");
        assertEquals(0, check("--search", "dfs", "--workers", "2", "--json", parallel.toString(), "Locks").status());
        assertTrue(Files.readString(parallel).contains("\"workers\": 2"), Files.readString(parallel));
        assertTrue(Files.readString(dfs).contains("\"workers\": 1"), Files.readString(dfs));
    }

    @Test
    void quietPrintsTheVerdictLineAndOneLinePerError() {
        OrbitCli.Result r = check("--quiet", "Racy");
        assertEquals(1, r.status());
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r.out());
        assertTrue(lines.get(0).startsWith("Error: "), r.out());
        assertTrue(lines.get(1).startsWith("1 error found ("), r.out());
        assertEquals("", r.err(), "no progress line");
        assertEquals(List.of("No errors found"), check("-q", "Locks").out().lines().map(l -> l.replaceAll(" \\(.*", "")).toList());
    }

    @Test
    void reductionSwitchesReachTheTransitionSystem() {
        assertEquals(0, check("Locks").status());
        assertEquals(StateMatching.defaults(), matchings.get(0));
        assertEquals(0, check("--no-gc", "--symmetry", "heap", "--kbots", "3", "--interleave-libraries", "--no-lock-discipline",
                "Locks").status());
        assertEquals(new StateMatching(false, Symmetry.HEAP, 3, false, false), matchings.get(1));
        assertEquals(0, check("--symmetry", "heap+threads", "--kbots", "unbounded", "Locks").status());
        assertEquals(StateMatching.UNBOUNDED, matchings.get(2).kbots());
        assertFalse(targets.get(0).spuriousWakeups());
        assertEquals(0, check("--spurious-wakeups", "Locks").status());
        assertTrue(targets.get(targets.size() - 1).spuriousWakeups());
    }

    @Test
    void aFingerprintStoreSaysHowLikelyAStateWasMissed() {
        OrbitCli.Result r = check("--store", "fingerprint", "Locks");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("States were stored as 64-bit fingerprints: the probability that one was wrongly taken"
                + " as visited is at most "), r.out());
        assertFalse(check("--store", "exact", "Locks").out().contains("fingerprints"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--time-limit|5x|'5x' is not a duration",
        "--time-limit|0s|'0s' is not a positive duration",
        "--max-states|-1|'-1' is not positive",
        "--max-states|0|'0' is not positive",
        "--max-states|many|'many' is not a whole number",
        "--max-states|99999999999999999999|'99999999999999999999' is too large (at most 9223372036854775807)",
        "--max-depth|99999999999|'99999999999' is too large (at most 2147483647)",
        "--max-depth|1.5|'1.5' is not a whole number",
        "--search|xfs|'xfs' is not a search order (pb, dfs or bfs)",
        "--symmetry|full|'full' is not a symmetry (none, heap or heap+threads)",
        "--kbots|-1|'-1' is not a kBOTS bound (a whole number from 0, or unbounded)",
        "--kbots|few|'few' is not a kBOTS bound (a whole number from 0, or unbounded)",
        "--store|disk|'disk' is not a store (exact, collapse or fingerprint)",
        "--workers|0|'0' is not a number of workers (a whole number from 1, or cores)",
        "--workers|all|'all' is not a number of workers (a whole number from 1, or cores)",
        "--replay|0.x.1|invalid schedule '0.x.1': choice 2 'x' is not a choice"})
    void badOptionValuesAreOneLineUsageErrors(String option, String value, String expected) {
        OrbitCli.Result r = check(option, value, "Racy");
        assertEquals(2, r.status());
        String line = r.singleErrorLine();
        assertTrue(line.startsWith("orbit: Invalid value for option '" + option + "': "), line);
        assertTrue(line.contains(expected), line);
        assertTrue(line.endsWith("(see 'orbit check --help')"), line);
        assertEquals("", r.out());
        assertEquals(List.of(), targets, "nothing is checked");
    }

    @Test
    void withoutTheVmAdapterCheckIsNotAvailable() {
        OrbitCli.Result r = run(Optional::empty, "Racy");
        assertEquals(3, r.status());
        assertEquals("orbit: check is not available in this build", r.singleErrorLine());
        assertEquals("", r.out());
    }

    @Test
    void theFactoryIsLoadedByNameWhenPresent() {
        assertEquals(Optional.empty(), TransitionSystemFactory.load("org.orbitmc.NoSuchFactory", getClass().getClassLoader()));
        assertTrue(TransitionSystemFactory.load(Toys.class.getName(), getClass().getClassLoader()).orElseThrow() instanceof Toys);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> TransitionSystemFactory.load(String.class.getName(), getClass().getClassLoader()));
        assertTrue(e.getMessage().startsWith("cannot create java.lang.String: "), e.getMessage());
    }

    /** A factory as the VM adapter's must be: public, with a public no-argument constructor. */
    public static final class Toys implements TransitionSystemFactory {
        @Override
        public TransitionSystem create(CheckTarget target, StateMatching matching) {
            return new RacyCounterModel();
        }
    }

    @Test
    void errorsFoundExitWithOneAndPrintTheCounterexample() {
        OrbitCli.Result r = check("--search", "bfs", "Racy");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.out().startsWith("Error: uncaught-exception in thread \"main\": java.lang.AssertionError: lost update: 1\n"
                .replace("\n", System.lineSeparator())), r.out());
        assertTrue(r.out().contains("Schedule: 1.2.1.2.0"), r.out());
        assertTrue(r.out().contains("Replay: orbit check --replay 1.2.1.2.0 <same arguments>"), r.out());
        assertTrue(r.out().lines().reduce((a, b) -> b).orElseThrow().startsWith("1 error found ("), r.out());
        assertEquals("", r.err());
    }

    @Test
    void everyStrategyPrintsAScheduleThatReplaysToItsError() {
        for (List<String> options : List.of(List.<String>of(), List.of("--no-sampling"), List.of("--no-shorten"),
                List.of("--strategy", "random", "--seed", "3"), List.of("--strategy", "pct"),
                List.of("--strategy", "pos", "--no-shorten"), List.of("--search", "dfs"))) {
            List<String> args = new ArrayList<>(options);
            args.add("Reorder");
            OrbitCli.Result r = check(args.toArray(String[]::new));
            assertEquals(1, r.status(), options + ": " + r.err());
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("Schedule: (\\S+)").matcher(r.out());
            assertTrue(m.find(), r.out());
            OrbitCli.Result replay = check("--replay", m.group(1), "Reorder");
            assertEquals(1, replay.status(), options + ": " + replay.out());
            assertTrue(replay.out().contains("java.lang.AssertionError: reordered"), replay.out());
        }
    }

    @Test
    void aStrategyThatFindsNothingIsIncompleteNeverNoErrors() {
        OrbitCli.Result r = check("--strategy", "pct", "--iterations", "20", "Locks");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.out().startsWith("Incomplete: 20 schedules sampled, no error ("), r.out());
    }

    @Test
    void workersSearchDepthFirstTogether() {
        OrbitCli.Result r = check("--workers", "2", "--search", "dfs", "Grid");
        assertEquals(0, r.status(), r.err());
        assertEquals(withoutTime(check("--search", "dfs", "Grid").out()), withoutTime(r.out()), "the same verdict line");
        assertTrue(r.out().startsWith("No errors found (1,331 states,"), r.out());
        OrbitCli.Result notDepthFirst = check("--workers", "2", "Grid");
        assertEquals(2, notDepthFirst.status());
        assertTrue(notDepthFirst.singleErrorLine().startsWith("orbit: --workers: 2 workers search depth-first only: choose search dfs"),
                notDepthFirst.err());
        OrbitCli.Result noSymmetry = check("--workers", "cores", "--search", "dfs", "--symmetry", "none", "Grid");
        assertEquals(Runtime.getRuntime().availableProcessors() > 1 ? 2 : 0, noSymmetry.status(), noSymmetry.err());
    }

    private static String withoutTime(String out) {
        return out.replaceAll("[\\d.]+ m?s\\)", "T)");
    }

    @Test
    void noErrorsExitWithZero() {
        OrbitCli.Result r = check("Locks");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("No errors found ("), r.out());
        assertEquals(1, r.out().lines().count());
    }

    @Test
    void aLimitExitsWithThree() {
        OrbitCli.Result r = check("--max-states", "10", "Grid");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.out().startsWith("Incomplete: state limit 10 reached ("), r.out());
        assertTrue(r.out().contains("not all interleavings were explored"), r.out());
        assertEquals(3, check("--max-depth", "5", "Grid").status());
        assertEquals(0, check("--max-depth", "30", "--time-limit", "1h", "Grid").status());
    }

    @Test
    void anUnsupportedFeatureDuringTheSearchIsIncompleteWithItsMessage() {
        OrbitCli.Result r = check("Native");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.out().startsWith("Incomplete: " + UnsupportedModel.MESSAGE + " ("), r.out());
    }

    /** As in the JUnit extension and the Maven goal (one pipeline): a verdict line and a JSON report, not just a line. */
    @Test
    void anUnsupportedFeatureBeforeMainIsIncompleteWithTheVerdictAndTheJsonReport() throws IOException {
        Path json = dir.resolve("unmodelled.json");
        OrbitCli.Result r = check("--json", json.toString(), "UnmodelledBeforeMain");
        assertEquals(3, r.status(), r.err());
        assertTrue(r.out().startsWith("Incomplete: native method Boot.setUp()V ("), r.out());
        String report = Files.readString(json);
        assertTrue(report.contains("\"verdict\": \"incomplete\""), report);
        assertTrue(report.contains("native method Boot.setUp()V"), report);
    }

    @Test
    void aVmFailureFromTheFactoryIsReportedLikeRun() {
        OrbitCli.Result r = check("com.example.Missing");
        assertEquals(2, r.status());
        assertEquals("orbit: class com.example.Missing not found on the class path", r.singleErrorLine());
    }

    @Test
    void allErrorsReportsEachOnce() {
        OrbitCli.Result r = check("--all-errors", "Racy");
        assertEquals(1, r.status());
        assertEquals(1, r.out().lines().filter(l -> l.startsWith("Error: ")).count(), r.out());
    }

    @Test
    void jsonIsWrittenToTheFile() throws IOException {
        Path json = dir.resolve("result.json");
        OrbitCli.Result r = check("--json", json.toString(), "Deadlock");
        assertEquals(1, r.status(), r.err());
        String text = Files.readString(json);
        assertTrue(text.startsWith("{\n  \"verdict\": \"errors\",\n  \"reason\": null,\n"), text);
        assertTrue(text.contains("\"kind\": \"deadlock\""), text);
    }

    @Test
    void jsonIntoADirectoryThatDoesNotExistIsAUsageError() {
        OrbitCli.Result r = check("--json", dir.resolve("no/such/result.json").toString(), "Racy");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("no such directory"), r.err());
    }

    @Test
    void replayPrintsTheTraceAndExitsWithOneOnAnError() {
        OrbitCli.Result r = check("--replay", "1.2.1.2.0", "Racy");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.out().contains("     | count = 1"), r.out());
        assertTrue(r.out().contains("Schedule: 1.2.1.2.0"), r.out());
        assertFalse(r.out().contains("Replay:"), r.out());
    }

    @Test
    void replayWithoutAnErrorExitsWithZero() {
        OrbitCli.Result r = check("--replay", "1.1.2.2.0", "Racy");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("     | count = 2"), r.out());
        assertTrue(r.out().contains("No error: the program has finished."), r.out());
    }

    @Test
    void replayOfAScheduleThatDoesNotApplyIsAUsageError() {
        OrbitCli.Result r = check("--replay", "0", "Racy");
        assertEquals(2, r.status());
        assertEquals("orbit: schedule does not apply at step 1: 0 is not enabled (enabled: 1, 2)", r.singleErrorLine());
    }

    @Test
    void replayAndJsonTogetherAreAUsageError() {
        OrbitCli.Result r = check("--replay", "1", "--json", dir.resolve("r.json").toString(), "Racy");
        assertEquals(2, r.status());
        assertTrue(r.singleErrorLine().contains("--json cannot be used with --replay"), r.err());
    }

    @Test
    void theProgramIsDescribedAsForRun() {
        check("-cp", "a" + File.pathSeparator + File.pathSeparator + "b", "-da", "-Dk=v", "Locks", "--", "--max-states", "x");
        CheckTarget t = targets.get(0);
        assertEquals(List.of(Path.of("a"), Path.of("."), Path.of("b")), t.classPath());
        assertEquals("Locks", t.mainClass());
        assertEquals(List.of("--max-states", "x"), t.args());
        assertFalse(t.assertionsEnabled());
        assertEquals(Map.of("k", "v"), t.systemProperties());
        assertEquals(Map.of(), t.compiledClasses());
    }

    @Test
    void aSourceFileIsCompiledFirst() {
        Path source = OrbitCli.writeSource(dir, "Locks.java", "class Locks { public static void main(String[] a) { } }");
        OrbitCli.Result r = check("-cp", dir.toString(), source.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("Locks", targets.get(0).mainClass());
        assertTrue(targets.get(0).compiledClasses().containsKey("Locks"));
        assertTrue(targets.get(0).assertionsEnabled());
    }
}
