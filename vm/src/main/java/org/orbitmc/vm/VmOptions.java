package org.orbitmc.vm;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

import org.orbitmc.vm.classpath.ClassSource;

/**
 * How a VM is set up: the application class path, whether {@code assert} is enabled in application
 * classes (as {@code java -ea}), the streams that stand for the program's standard streams, and extra
 * system properties ({@code -Dkey=value}); and whether threads stop at scheduling points so that a
 * search can choose what runs next ({@code orbit check}) or run freely ({@code orbit run}); and, with
 * scheduling points, whether the JDK's thread-safe libraries run atomically (see {@link LibraryAtomicity}) and
 * whether a waiting or parked thread may wake up spuriously, as JLS §17.2.1 and {@code LockSupport.park} allow;
 * and what the program sees of the host ({@link HostEnvironment}: environment, working directory, class path text);
 * and, with scheduling points, whether an access that holds a lock every other access to its object held is visible
 * ({@link LockDiscipline}), and with it whether a field protected by a lock named from its object keeps that name
 * across the search instead of a guard in the state ({@link LockExpressions}).
 */
public record VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
        InputStream stdin, Map<String, String> systemProperties, boolean schedulingPoints, boolean atomicLibraries,
        boolean spuriousWakeups, HostEnvironment host, boolean lockDiscipline, boolean lockExpressions) {
    public VmOptions {
        classPath = List.copyOf(classPath);
        systemProperties = Map.copyOf(systemProperties);
        host = host == null ? HostEnvironment.snapshot("") : host;
    }

    /** Lock expressions with lock discipline. */
    public VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
            InputStream stdin, Map<String, String> systemProperties, boolean schedulingPoints, boolean atomicLibraries,
            boolean spuriousWakeups, HostEnvironment host, boolean lockDiscipline) {
        this(classPath, assertionsEnabled, stdout, stderr, stdin, systemProperties, schedulingPoints, atomicLibraries, spuriousWakeups,
                host, lockDiscipline, lockDiscipline);
    }

    /** Options without scheduling points by lock discipline ({@link LockDiscipline}). */
    public VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
            InputStream stdin, Map<String, String> systemProperties, boolean schedulingPoints, boolean atomicLibraries,
            boolean spuriousWakeups, HostEnvironment host) {
        this(classPath, assertionsEnabled, stdout, stderr, stdin, systemProperties, schedulingPoints, atomicLibraries, spuriousWakeups,
                host, false);
    }

    /** Options seeing the host as it is now, with an empty class path text. */
    public VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
            InputStream stdin, Map<String, String> systemProperties, boolean schedulingPoints, boolean atomicLibraries,
            boolean spuriousWakeups) {
        this(classPath, assertionsEnabled, stdout, stderr, stdin, systemProperties, schedulingPoints, atomicLibraries, spuriousWakeups, null);
    }

    /** Options for running a program freely, as {@code orbit run} does. */
    public VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
            InputStream stdin, Map<String, String> systemProperties) {
        this(classPath, assertionsEnabled, stdout, stderr, stdin, systemProperties, false, false, false);
    }

    /** Options for a search, without spurious wake-ups. */
    public VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
            InputStream stdin, Map<String, String> systemProperties, boolean schedulingPoints, boolean atomicLibraries) {
        this(classPath, assertionsEnabled, stdout, stderr, stdin, systemProperties, schedulingPoints, atomicLibraries, false);
    }
}
