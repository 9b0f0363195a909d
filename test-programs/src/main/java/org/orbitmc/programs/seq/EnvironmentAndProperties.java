/*
 * EnvironmentAndProperties: System.getenv and the system properties java 17 sets, printed only where the value
 * is the same under every java run from the same directory and environment (no user names, no paths): getenv of
 * a variable that is set and of one that is not, the map's unmodifiability and agreement with getenv(name), the
 * JDK's version properties against Runtime.version(), user.dir against the absolute path of "", the separators.
 */
package org.orbitmc.programs.seq;

import java.io.File;
import java.util.Map;

public class EnvironmentAndProperties {
    public static void main(String[] args) {
        Map<String, String> env = System.getenv();
        System.out.println("PATH set: " + (System.getenv("PATH") != null));
        System.out.println("unset variable: " + System.getenv("ORBIT_SURELY_UNSET_VARIABLE_42"));
        System.out.println("map agrees: " + env.entrySet().stream().allMatch(e -> e.getValue().equals(System.getenv(e.getKey()))));
        System.out.println("map size > 0: " + (env.size() > 0));
        try {
            env.put("X", "y");
            System.out.println("modifiable?");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable: " + e.getClass().getSimpleName());
        }
        try {
            System.getenv(null);
        } catch (NullPointerException e) {
            System.out.println("getenv(null): NullPointerException");
        }
        System.out.println("version: " + System.getProperty("java.version").equals(Runtime.version().toString().split("\\+")[0]));
        System.out.println("runtime version: " + System.getProperty("java.runtime.version").equals(Runtime.version().toString()));
        System.out.println("feature: " + Runtime.version().feature());
        System.out.println("specification: " + System.getProperty("java.specification.version") + " " + System.getProperty("java.vm.specification.version")
                + " " + System.getProperty("java.class.version"));
        System.out.println("vendor set: " + (System.getProperty("java.vendor") != null) + ", vm name set: " + (System.getProperty("java.vm.name") != null));
        System.out.println("java.home is a directory: " + new File(System.getProperty("java.home")).isDirectory());
        System.out.println("user.dir is the absolute path of \"\": " + System.getProperty("user.dir").equals(new File("").getAbsolutePath()));
        System.out.println("user.home is a directory: " + new File(System.getProperty("user.home")).isDirectory());
        System.out.println("tmpdir is a directory: " + new File(System.getProperty("java.io.tmpdir")).isDirectory());
        String cp = System.getProperty("java.class.path");
        boolean entriesExist = !cp.isEmpty();
        for (String entry : cp.split(File.pathSeparator)) {
            entriesExist &= new File(entry).exists();
        }
        System.out.println("class path entries exist: " + entriesExist);
        System.out.println("os: " + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ", version set: " + !System.getProperty("os.version").isEmpty());
        System.out.println("separators: " + System.getProperty("file.separator") + " " + System.getProperty("path.separator")
                + " " + System.getProperty("line.separator").equals("\n") + " " + File.separator + File.pathSeparator);
        System.out.println("user.name set: " + (System.getProperty("user.name") != null));
        System.out.println("lineSeparator: " + System.lineSeparator().equals("\n"));
        System.out.println("unknown property: " + System.getProperty("orbit.surely.unset", "default"));
    }
}
