package org.orbitmc.vm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a program sees of the host it runs on, fixed when the VM's options are made, so that every run and every
 * state of a search sees the same world: the environment variables ({@code System.getenv}), the working directory
 * ({@code user.dir}, where relative file names start), the class path as {@code java.class.path} shows it, and the
 * one host directory where what the program wrote is copied to the host's disk once it has ended
 * ({@code orbit run --write-to-host}; null: none, every write stays in the program's state).
 */
public record HostEnvironment(Map<String, String> variables, String workingDirectory, String classPath, Path hostWrites) {
    public HostEnvironment {
        variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
        hostWrites = hostWrites == null ? null : hostWrites.toAbsolutePath().normalize();
    }

    /** The host's environment and working directory now, with this class path text, writing nothing to the host. */
    public static HostEnvironment snapshot(String classPath) {
        return new HostEnvironment(hostVariables(), System.getProperty("user.dir"), classPath, null);
    }

    /** The host's variables in the order of the process's environment block, the order {@code java} reads them in. */
    private static Map<String, String> hostVariables() {
        Map<String, String> env = System.getenv();
        Map<String, String> ordered = new LinkedHashMap<>();
        try {
            for (String entry : new String(Files.readAllBytes(Path.of("/proc/self/environ")), StandardCharsets.UTF_8).split("\0")) {
                int eq = entry.indexOf('=', 1);
                String name = eq < 0 ? entry : entry.substring(0, eq);
                if (env.containsKey(name)) {
                    ordered.put(name, env.get(name));
                }
            }
        } catch (IOException | RuntimeException e) {
            // No /proc (not Linux): the map's own order.
        }
        ordered.putAll(env);
        return ordered;
    }

    /** The same world, with what the program writes under {@code dir} copied to the host once it has ended. */
    public HostEnvironment withHostWrites(Path dir) {
        return new HostEnvironment(variables, workingDirectory, classPath, dir);
    }
}
