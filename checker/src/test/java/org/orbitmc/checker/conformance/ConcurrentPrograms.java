package org.orbitmc.checker.conformance;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The concurrent test programs and the verdicts recorded beside them (test-programs' conc/verdicts.txt). */
public final class ConcurrentPrograms {
    public static final String PACKAGE = "org.orbitmc.programs.conc.";

    private ConcurrentPrograms() {
    }

    /** One program: whether it is correct, and otherwise the kind of its error. */
    public record Program(String name, boolean correct, String errorKind) {
        public String mainClass() {
            return PACKAGE + name;
        }

        /** The directory or jar holding the compiled programs (found without initializing the class in the host JVM). */
        public Path classes() throws ClassNotFoundException, URISyntaxException {
            Class<?> c = Class.forName(mainClass(), false, ConcurrentPrograms.class.getClassLoader());
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
        }

        @Override
        public String toString() {
            return name;
        }
    }

    public static List<Program> all() throws IOException {
        List<Program> programs = new ArrayList<>();
        try (InputStream in = ConcurrentPrograms.class.getResourceAsStream("/org/orbitmc/programs/conc/verdicts.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String[] cols = line.split("\t");
                if (cols.length >= 3) {
                    programs.add(new Program(cols[0].trim(), cols[1].trim().equals("no-errors"), cols[2].trim()));
                }
            }
        }
        return programs;
    }
}
