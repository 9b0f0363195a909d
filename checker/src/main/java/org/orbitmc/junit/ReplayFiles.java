package org.orbitmc.junit;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Where a failing {@code @ModelCheck} test keeps its counterexample's schedule: {@code orbit/replays/Class.method.schedule}
 * in the build directory (the parent of the directory the test class was loaded from, {@code target} under Maven;
 * the working directory's {@code target} otherwise). The next run of the test replays it first, as Fray does, so a
 * failure is reproduced at once and a fix is confirmed on that very path before the search runs again.
 */
final class ReplayFiles {
    private ReplayFiles() {
    }

    static Path of(Class<?> testClass, Method method) {
        return file(testClass, method, "replays", ".schedule");
    }

    /** Where a failing test's HTML report goes: {@code orbit/reports/Class.method.html} in the build directory. */
    static Path htmlReport(Class<?> testClass, Method method) {
        return file(testClass, method, "reports", ".html");
    }

    private static Path file(Class<?> testClass, Method method, String folder, String extension) {
        return buildDirectory(testClass).resolve("orbit").resolve(folder).resolve(testClass.getName() + "." + method.getName() + extension);
    }

    /**
     * Saves what {@code orbit check --replay} needs to reproduce the failure outside JUnit: the generated driver class
     * under {@code replays/classes}, and next to the schedule a {@code .command} file with the command line (the
     * driver's directory and the test's class path, the options that shape transitions, the schedule, the driver).
     */
    static Path writeCommand(Path scheduleFile, String driverInternalName, byte[] driver, List<Path> classPath, List<String> flags,
            String schedule) {
        Path classes = scheduleFile.getParent().resolve("classes");
        Path command = Path.of(scheduleFile.toString().replaceAll("\\.schedule$", ".command"));
        try {
            Path classFile = classes.resolve(driverInternalName + ".class");
            Files.createDirectories(classFile.getParent());
            Files.write(classFile, driver);
            StringBuilder cp = new StringBuilder(classes.toAbsolutePath().toString());
            for (Path p : classPath) {
                cp.append(File.pathSeparator).append(p.toAbsolutePath());
            }
            Files.writeString(command, "orbit check -cp " + quote(cp.toString()) + flags.stream().map(f -> " " + f).collect(Collectors.joining())
                    + " --replay " + quote(schedule) + " "
                    + driverInternalName.replace('/', '.') + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return command;
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** The saved schedule, or null when there is none. */
    static String read(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file).strip() : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void write(Path file, String schedule) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, schedule + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static void delete(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path buildDirectory(Class<?> testClass) {
        CodeSource source = testClass.getProtectionDomain().getCodeSource();
        if (source != null && source.getLocation() != null) {
            try {
                Path classes = Path.of(source.getLocation().toURI());
                if (Files.isDirectory(classes) && classes.getParent() != null) {
                    return classes.getParent();
                }
            } catch (URISyntaxException | IllegalArgumentException e) {
                // not a file location: fall back to the working directory's target
            }
        }
        return Path.of("target");
    }
}
