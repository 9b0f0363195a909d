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
 * one host directory the program's file writes may reach ({@code orbit run --write-through}; null: none, every write
 * stays in the program's state).
 */
public record HostEnvironment(Map<String, String> variables, String workingDirectory, String classPath, Path writeThrough) {
    public HostEnvironment {
        variables = Collections.unmodifiableMap(new LinkedHashMap<>(variables));
        writeThrough = writeThrough == null ? null : writeThrough.toAbsolutePath().normalize();
    }

    /** The host's environment and working directory now, with this class path text and no write-through. */
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

    /** The same world with writes under {@code dir} going to the host. */
    public HostEnvironment withWriteThrough(Path dir) {
        return new HostEnvironment(variables, workingDirectory, classPath, dir);
    }
}
