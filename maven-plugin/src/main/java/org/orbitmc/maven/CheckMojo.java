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

    /** Stop, incomplete, after this long: 500ms, 30s, 5m, 1h, or none (default 5m: a goal must not hang a build). */
    @Parameter(property = "orbit.timeLimit", defaultValue = CheckOptions.DEFAULT_TIME_LIMIT)
    private String timeLimit;

    /** dfs (depth-first) or bfs (breadth-first: shortest counterexamples). */
    @Parameter(property = "orbit.search", defaultValue = "pb")
    private String search;

    /** Symmetries removed before a state is stored: none, heap, heap+threads. */
    @Parameter(property = "orbit.symmetry", defaultValue = "heap+threads")
    private String symmetry;

    /** How deep kBOTS thread ordering compares what threads reach: a whole number from 0, or unbounded. */
    @Parameter(property = "orbit.kbots", defaultValue = "unbounded")
    private String kbots;

    /** How visited states are stored: collapse, fingerprint or exact. */
    @Parameter(property = "orbit.store", defaultValue = "collapse")
    private String store;

    /** Do not collect garbage before a state is stored (for measuring the reduction). */
    @Parameter(property = "orbit.noGc", defaultValue = "false")
    private boolean noGc;

    /** Stop at every access to a shared object, even one holding its lock (for measuring the reduction). */
    @Parameter(property = "orbit.noLockDiscipline", defaultValue = "false")
    private boolean noLockDiscipline;

    /** Also interleave inside the JDK's thread-safe libraries (java.util.concurrent, Thread), otherwise single steps. */
    @Parameter(property = "orbit.interleaveLibraries", defaultValue = "false")
    private boolean interleaveLibraries;

    /** Let Object.wait and LockSupport.park also return for no reason, as the JLS allows (otherwise an assumption). */
    @Parameter(property = "orbit.spuriousWakeups", defaultValue = "false")
    private boolean spuriousWakeups;

    /** Check {@code assert} statements of the program (as {@code java -ea}). */
    @Parameter(property = "orbit.enableAssertions", defaultValue = "true")
    private boolean enableAssertions;

    /** How the build log shows a counterexample's steps: {@code folded}, {@code full} or {@code table}. */
    @Parameter(property = "orbit.trace", defaultValue = "folded")
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
        CheckConfig config;
        TracePrinter.Style style;
        try {
            config = config();
            style = TracePrinter.Style.of(trace);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("orbit:check: " + e.getMessage());
        }
        CheckTarget target = new CheckTarget(classPath(), Map.of(), mainClass, args == null ? List.of() : args, enableAssertions,
                Map.of(), spuriousWakeups);
        getLog().info("Orbit: checking " + String.join(" ", mainClass, String.join(" ", target.args())).strip()
                + " (every interleaving of its threads)");
        CheckResult result;
        try {
            result = EmbeddedCheck.run(new VmTransitionSystemFactory(), target, config);
        } catch (VmFailure e) {
            throw new MojoExecutionException("Orbit could not run " + mainClass + ": " + e.getMessage(), e);
        }
        Path report = writeReport(result);
        String text = TracePrinter.text(result, false, style); // the replay hint names orbit's command line, not this goal
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
                + " (raise the limits, or set failOnIncomplete to false); report: " + report);
    }

    private CheckConfig config() {
        CheckOptions o = new CheckOptions().search(search).symmetry(symmetry).kbots(kbots).store(store).gc(!noGc)
                .lockDiscipline(!noLockDiscipline).interleaveLibraries(interleaveLibraries);
        if (maxStates != null) {
            o.maxStates(maxStates);
        }
        if (maxDepth != null) {
            o.maxDepth(maxDepth);
        }
        if (timeLimit != null && !timeLimit.isBlank()) {
            o.timeLimit(timeLimit.strip());
        }
        return o.config();
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
