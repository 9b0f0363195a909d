package org.orbitmc.checker.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The top-level {@code orbit} command; the work is done by its subcommands (added by {@link Main}). */
@Command(name = "orbit", versionProvider = OrbitCommand.Version.class,
        description = "A model checker for Java programs.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:orbit check: no errors found; orbit run: the program's own status",
            "1:orbit check: errors found", "2:bad usage or input (an unknown option, a missing class, a malformed schedule)",
            "3:orbit check: incomplete (a limit, an unsupported feature, an internal error); orbit run: the VM failed"})
public final class OrbitCommand implements Runnable {
    // -h and -V as options of the command itself, not picocli's standard mixin: the mixin is read by reflection at
    // every start (about 30 ms of hello world's).
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    boolean help;

    @Option(names = {"-V", "--version"}, versionHelp = true, description = "Print version information and exit.")
    boolean version;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new ParameterException(spec.commandLine(), "Missing required subcommand");
    }

    /** {@code orbit <version>}, the version coming from the Maven build (a filtered resource). */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            Properties p = new Properties();
            try (InputStream in = OrbitCommand.class.getResourceAsStream("version.properties")) {
                if (in != null) {
                    p.load(in);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return new String[] {"orbit " + p.getProperty("version", "(unknown version)")};
        }
    }
}
