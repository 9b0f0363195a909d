package org.orbitmc.checker.run;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.orbitmc.vm.BadInputException;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;

/** Compiles a single {@code .java} file in memory, as {@code java File.java} does before running it. */
public final class SourceCompiler {
    /**
     * The result of compiling one file.
     *
     * @param classes         internal name to class file bytes, with local variable tables for Orbit's traces
     * @param mainClass       binary name of the first top-level class declared in the file, the one to run
     * @param launcherClasses the same classes as java's source launcher compiles them (no {@code -g}): what the
     *                        program sees of its class files
     */
    public record Compiled(Map<String, byte[]> classes, String mainClass, Map<String, byte[]> launcherClasses) {
        public Compiled {
            classes = Map.copyOf(classes);
            launcherClasses = Map.copyOf(launcherClasses);
        }
    }

    private SourceCompiler() {
    }

    /**
     * @param classPath where the file's imports are found; always passed, so that javac never falls back to
     *                  the host's own class path (Orbit's jars)
     * @throws BadInputException when the file cannot be read or does not compile; the message lists the
     *                           errors, one {@code file:line: message} per line
     */
    /**
     * Where org.orbitmc.Verify is, so that a source file can use it without naming Orbit's jars: its class directory in
     * a build tree; from orbit.jar, a directory holding only Verify.class (javac opens every jar on its class path and
     * reads its index, which for the 13 MB orbit.jar was a large part of compiling a hello world).
     */
    private static Path verifyLocation() {
        Path location;
        try {
            location = Path.of(org.orbitmc.Verify.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return Files.isDirectory(location) ? location : VerifyAlone.DIRECTORY;
    }

    /** A temporary class directory with Verify.class alone, made once per process and deleted at its exit. */
    private static final class VerifyAlone {
        static final Path DIRECTORY = make();

        private static Path make() {
            try (InputStream in = org.orbitmc.Verify.class.getResourceAsStream("Verify.class")) {
                if (in == null) {
                    throw new IllegalStateException("org/orbitmc/Verify.class is missing from Orbit's jar");
                }
                Path root = Files.createTempDirectory("orbit-verify");
                Path file = root.resolve("org/orbitmc/Verify.class");
                Files.createDirectories(file.getParent());
                Files.write(file, in.readAllBytes());
                // Deleted in the reverse order of registration: the file first, then its directories.
                root.toFile().deleteOnExit();
                file.getParent().getParent().toFile().deleteOnExit();
                file.getParent().toFile().deleteOnExit();
                file.toFile().deleteOnExit();
                return root;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    public static Compiled compile(Path source, List<Path> classPath) {
        return compile(source, classPath, true);
    }

    /**
     * @param forTraces whether Orbit's traces will name objects by the program's local variables (a check): then the VM
     *                  runs a second compilation with {@code -g}; a run shows no trace and uses java's classes alone,
     *                  which saves a compilation at start-up
     */
    public static Compiled compile(Path source, List<Path> classPath, boolean forTraces) {
        Compiled launched = compileOnce(source, classPath, false);
        Map<String, byte[]> traced = forTraces ? compileOnce(source, classPath, true).classes() : launched.classes();
        return new Compiled(traced, launched.mainClass(), launched.classes());
    }

    /** @param debug whether with {@code -g} (local variable tables), which java's launcher does not give */
    private static Compiled compileOnce(Path source, List<Path> classPath, boolean debug) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new BadInputException("running a .java file needs a JDK, but the Java runtime at "
                    + System.getProperty("java.home") + " has no compiler; compile with javac and run the class instead");
        }
        if (!Files.isRegularFile(source)) {
            throw new BadInputException("source file " + source + " not found");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
        try (MemoryFileManager memory = new MemoryFileManager(files)) {
            List<Path> withVerify = new java.util.ArrayList<>(classPath);
            withVerify.add(verifyLocation());
            List<String> options = new ArrayList<>(List.of("--release", "17", "-proc:none", "-classpath",
                    withVerify.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator))));
            if (debug) {
                options.add("-g");
            }
            JavacTask task = (JavacTask) javac.getTask(null, memory, diagnostics, options, null,
                    files.getJavaFileObjects(source));
            String mainClass = null;
            for (CompilationUnitTree unit : task.parse()) {
                mainClass = firstTopLevelClass(unit);
            }
            task.generate();
            List<String> errors = errors(diagnostics);
            if (!errors.isEmpty()) {
                throw new BadInputException(String.join(System.lineSeparator(), errors));
            }
            if (mainClass == null) {
                throw new BadInputException("source file " + source + " declares no class");
            }
            return new Compiled(memory.classes, mainClass, Map.of());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String firstTopLevelClass(CompilationUnitTree unit) {
        for (Tree decl : unit.getTypeDecls()) {
            if (decl instanceof ClassTree c) {
                String simple = c.getSimpleName().toString();
                return unit.getPackageName() == null ? simple : unit.getPackageName() + "." + simple;
            }
        }
        return null;
    }

    /** One line per error: javac continues some messages on indented lines, which are joined here. */
    private static List<String> errors(DiagnosticCollector<JavaFileObject> diagnostics) {
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String message = d.getMessage(Locale.ROOT).lines().map(String::strip).collect(Collectors.joining("; "));
            errors.add(d.getSource() == null ? message : d.getSource().getName() + ":" + d.getLineNumber() + ": " + message);
        }
        return errors;
    }

    /** Keeps the class files javac writes in memory instead of next to the source. */
    private static final class MemoryFileManager extends ForwardingJavaFileManager<StandardJavaFileManager> {
        final Map<String, byte[]> classes = new LinkedHashMap<>();

        MemoryFileManager(StandardJavaFileManager files) {
            super(files);
        }

        @Override
        public JavaFileObject getJavaFileForOutput(JavaFileManager.Location location, String className,
                JavaFileObject.Kind kind, FileObject sibling) {
            String internalName = className.replace('.', '/');
            return new SimpleJavaFileObject(URI.create("mem:///" + internalName + kind.extension), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() {
                            classes.put(internalName, toByteArray());
                        }
                    };
                }
            };
        }
    }
}
