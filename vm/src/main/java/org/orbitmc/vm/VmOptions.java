package org.orbitmc.vm;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;

import org.orbitmc.vm.classpath.ClassSource;

/**
 * How a VM is set up: the application class path, whether {@code assert} is enabled in application
 * classes (as {@code java -ea}), the streams that stand for the program's standard streams, and extra
 * system properties ({@code -Dkey=value}).
 */
public record VmOptions(List<ClassSource> classPath, boolean assertionsEnabled, OutputStream stdout, OutputStream stderr,
        InputStream stdin, Map<String, String> systemProperties) {
    public VmOptions {
        classPath = List.copyOf(classPath);
        systemProperties = Map.copyOf(systemProperties);
    }
}
