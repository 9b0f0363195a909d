package org.orbitmc.maven;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;
import org.orbitmc.checker.report.HtmlReport;
import org.orbitmc.checker.report.JsonReport;
import org.orbitmc.checker.report.TracePrinter;
import org.orbitmc.checker.run.CheckOptions;
import org.orbitmc.checker.run.EmbeddedCheck;
import org.orbitmc.checker.search.CheckConfig;
import org.orbitmc.checker.search.CheckResult;
import org.orbitmc.checker.search.CheckTarget;
import org.orbitmc.checker.search.Verdict;
import org.orbitmc.checker.vm.VmTransitionSystemFactory;
import org.orbitmc.vm.VmFailure;

/**
 * Model-checks a main class of the project, as {@code orbit check} does, on the project's runtime class path:
 * every interleaving of the program's threads is explored. The build fails when an error is found (the
 * counterexample is logged) and, unless {@code failOnIncomplete} is false, when the search could not explore
 * everything. The result is written as JSON to {@code target/orbit/<mainClass>.json}.
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.VERIFY, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public final class CheckMojo extends AbstractMojo {
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    /** The class whose {@code main} is checked. */
    @Parameter(property = "orbit.mainClass", required = true)
    private String mainClass;

    /** The program's arguments (on the command line: comma-separated). */
    @Parameter(property = "orbit.args")
    private List<String> args = new ArrayList<>();

    /** Fail the build when the search stops before exploring everything (a limit, a feature Orbit does not model). */
    @Parameter(property = "orbit.failOnIncomplete", defaultValue = "true")
    private boolean failOnIncomplete;

    /** Stop, incomplete, after this many distinct states. */
    @Parameter(property = "orbit.maxStates")
    private Long maxStates;

    /** Do not explore paths longer than this many transitions (incomplete when one is cut). */
    @Parameter(property = "orbit.maxDepth")
    private Long maxDepth;

    // Parameters without a value are left to CheckOptions, where the defaults of orbit check, @ModelCheck and this
    // goal are defined once; the comments name them for the generated help.

    /** Stop, incomplete, after this long: 500ms, 30s, 5m, 1h, or none (default 5m: a goal must not hang a build). */
    @Parameter(property = "orbit.timeLimit")
    private String timeLimit;

    /**
     * pb (default: preemption-bounded, with POS and PCT sampling alongside), dfs (depth-first) or bfs (breadth-first:
     * shortest counterexamples).
     */
    @Parameter(property = "orbit.search")
    private String search;

    /**
     * How many threads search at once, each with a VM of its own, sharing the visited states: a whole number from 1
     * (default 1), or cores. Needs search dfs.
     */
    @Parameter(property = "orbit.workers")
    private String workers;

    /** No POS and PCT sampling alongside the preemption-bounded search. */
    @Parameter(property = "orbit.noSampling", defaultValue = "false")
    private boolean noSampling;

    /** The seed of the sampling alongside the preemption-bounded search (default 0): a run is reproducible. */
    @Parameter(property = "orbit.seed", defaultValue = "0")
    private long seed;

    /** Go on after the first error and report each distinct error once. */
    @Parameter(property = "orbit.allErrors", defaultValue = "false")
    private boolean allErrors;

    /** Symmetries removed before a state is stored: none, heap, heap+threads (default). */
    @Parameter(property = "orbit.symmetry")
    private String symmetry;

    /** How deep kBOTS thread ordering compares what threads reach: a whole number from 0, or unbounded (default). */
    @Parameter(property = "orbit.kbots")
    private String kbots;

    /** How visited states are stored: collapse (default), fingerprint or exact. */
    @Parameter(property = "orbit.store")
    private String store;

    /** Do not collect garbage before a state is stored (for measuring the reduction). */
    @Parameter(property = "orbit.noGc", defaultValue = "false")
    private boolean noGc;

    /** Stop at every access to a shared object, even one holding its lock (for measuring the reduction). */
    @Parameter(property = "orbit.noLockDiscipline", defaultValue = "false")
    private boolean noLockDiscipline;

    /** Judge every shared field by its object's history, even one always under a lock named from it (for measuring). */
    @Parameter(property = "orbit.noLockExpressions", defaultValue = "false")
    private boolean noLockExpressions;

    /** With search dfs: prune with sleep sets (the same states and verdict, fewer transitions). */
    @Parameter(property = "orbit.sleepSets", defaultValue = "false")
    private boolean sleepSets;

    /** With search dfs, without sleepSets: dynamic partial-order reduction (fewer states, the same verdict). */
    @Parameter(property = "orbit.dpor", defaultValue = "false")
    private boolean dpor;

    /** Make a started thread's first steps a choice of their own, not part of the step that started it (for measuring). */
    @Parameter(property = "orbit.noEagerStarts", defaultValue = "false")
    private boolean noEagerStarts;

    /** Keep every thread's id and name in the states even while no code reads them (for measuring the reduction). */
    @Parameter(property = "orbit.noIdentitySymmetry", defaultValue = "false")
    private boolean noIdentitySymmetry;

    /** Also interleave inside the JDK's thread-safe libraries (java.util.concurrent, Thread), otherwise single steps. */
    @Parameter(property = "orbit.interleaveLibraries", defaultValue = "false")
    private boolean interleaveLibraries;

    /** Let Object.wait and LockSupport.park also return for no reason, as the JLS allows (otherwise an assumption). */
    @Parameter(property = "orbit.spuriousWakeups", defaultValue = "false")
    private boolean spuriousWakeups;

    /** Check {@code assert} statements of the program (as {@code java -ea}). */
    @Parameter(property = "orbit.enableAssertions", defaultValue = "true")
    private boolean enableAssertions;

    /** How the build log shows a counterexample's steps: {@code folded} (default), {@code full} or {@code table}. */
    @Parameter(property = "orbit.trace")
    private String trace;

    /** Where the reports go: {@code <mainClass>.json}, and {@code <mainClass>.html} (each thread's timeline) in this directory. */
    @Parameter(property = "orbit.reportDirectory", defaultValue = "${project.build.directory}/orbit")
    private File reportDirectory;

    /** Skip the check. */
    @Parameter(property = "orbit.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Orbit check skipped");
            return;
        }
        String host = EmbeddedCheck.unsupportedHost("Maven");
        if (host != null) {
            throw new MojoExecutionException(host);
        }
        CheckOptions options;
        CheckConfig config;
        try {
            options = options();
            config = options.config();
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("orbit:check: " + e.getMessage());
        }
        CheckTarget target = new CheckTarget(classPath(), Map.of(), mainClass, args == null ? List.of() : args, enableAssertions,
                Map.of(), options.spuriousWakeups());
        getLog().info("Orbit: checking " + String.join(" ", mainClass, String.join(" ", target.args())).strip()
                + " (every interleaving of its threads)");
        CheckResult result;
        try {
            result = EmbeddedCheck.run(new VmTransitionSystemFactory(), target, config);
        } catch (VmFailure e) {
            throw new MojoExecutionException("Orbit could not run " + mainClass + ": " + e.getMessage(), e);
        }
        Path report = writeReport(result);
        String text = TracePrinter.text(result, false, options.trace()); // the replay hint names orbit's command line, not this goal
        if (result.verdict() == Verdict.NO_ERRORS) {
            text.lines().forEach(getLog()::info);
            return;
        }
        if (result.verdict() == Verdict.INCOMPLETE && !failOnIncomplete) {
            text.lines().forEach(getLog()::warn);
            return;
        }
        text.lines().forEach(getLog()::error);
        if (result.verdict() == Verdict.ERRORS) {
            throw new MojoFailureException("Orbit found " + (result.errors().size() == 1 ? "an error" : result.errors().size() + " errors")
                    + " in " + mainClass + "; see the trace above, " + report + " and its timeline in " + reportFile(".html"));
        }
        throw new MojoFailureException("Orbit did not explore every interleaving of " + mainClass + ": " + result.reason()
                + (result.stoppedAtLimit() ? " (raise the limits, or set failOnIncomplete to false)"
                        : " (Orbit does not model what the reason names; set failOnIncomplete to false to warn only)")
                + "; report: " + report);
    }

    /** The goal's parameters through the pipeline orbit check and @ModelCheck use; unset ones keep its defaults. */
    private CheckOptions options() {
        CheckOptions o = CheckOptions.forBuilds().sampling(!noSampling).seed(seed).allErrors(allErrors).gc(!noGc)
                .lockDiscipline(!noLockDiscipline).lockExpressions(!noLockExpressions).eagerStarts(!noEagerStarts).identitySymmetry(!noIdentitySymmetry)
                .interleaveLibraries(interleaveLibraries)
                .spuriousWakeups(spuriousWakeups).sleepSets(sleepSets).dpor(dpor);
        if (maxStates != null) {
            o.maxStates(maxStates);
        }
        if (maxDepth != null) {
            o.maxDepth(maxDepth);
        }
        if (given(timeLimit)) {
            o.timeLimit(timeLimit.strip());
        }
        if (given(search)) {
            o.search(search.strip());
        }
        if (given(workers)) {
            o.workers(workers.strip());
        }
        if (given(symmetry)) {
            o.symmetry(symmetry.strip());
        }
        if (given(kbots)) {
            o.kbots(kbots.strip());
        }
        if (given(store)) {
            o.store(store.strip());
        }
        if (given(trace)) {
            o.trace(trace.strip());
        }
        return o;
    }

    private static boolean given(String parameter) {
        return parameter != null && !parameter.isBlank();
    }

    /** The project's runtime class path; entries not built (no main classes) are left out. */
    private List<Path> classPath() throws MojoExecutionException {
        try {
            return project.getRuntimeClasspathElements().stream().map(Path::of).filter(Files::exists).toList();
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("the project's runtime dependencies are not resolved: " + e.getMessage(), e);
        }
    }

    /** Writes {@code <mainClass>.json} and {@code <mainClass>.html}; returns the JSON file. */
    private Path writeReport(CheckResult result) throws MojoExecutionException {
        Path file = reportFile(".json");
        try {
            Files.createDirectories(file.getParent());
            JsonReport.write(result, file);
            HtmlReport.write(result, reportFile(".html"));
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return file;
    }

    private Path reportFile(String extension) {
        return reportDirectory.toPath().resolve(mainClass + extension);
    }
}
