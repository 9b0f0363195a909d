package org.orbitmc.checker.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The top-level {@code orbit} command; the work is done by its subcommands (added by {@link Main}). Its model is built
 * in code, as {@code run}'s is (see {@link ProgramOptions}).
 */
public final class OrbitCommand implements Runnable {
    private final CommandSpec spec = CommandSpec.wrapWithoutInspection(this);

    OrbitCommand() {
        spec.name("orbit").versionProvider(new Version());
        Map<String, String> exitCodes = new LinkedHashMap<>();
        exitCodes.put("0", "orbit check: no errors found; orbit run: the program's own status");
        exitCodes.put("1", "orbit check: errors found");
        exitCodes.put("2", "bad usage or input (an unknown option, a missing class, a malformed schedule)");
        exitCodes.put("3", "orbit check: incomplete (a limit, an unsupported feature, an internal error); orbit run: the VM failed");
        spec.usageMessage().description("A model checker for Java programs.").exitCodeListHeading("%nExit status:%n")
                .exitCodeList(exitCodes);
        addHelpOptions(spec);
    }

    /** The command's model, for picocli. */
    CommandSpec spec() {
        return spec;
    }

    /**
     * -h and -V as options of the command itself, not picocli's standard mixin: the mixin is read by reflection at every
     * start (about 30 ms of hello world's).
     */
    static void addHelpOptions(CommandSpec command) {
        command.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("Show this help message and exit.").build());
        command.addOption(OptionSpec.builder("-V", "--version").versionHelp(true)
                .description("Print version information and exit.").build());
    }

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
