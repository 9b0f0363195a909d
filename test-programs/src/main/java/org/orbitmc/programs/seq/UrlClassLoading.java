/*
 * UrlClassLoading: a URLClassLoader over a directory and over a jar the program writes itself (classes that are on no
 * class path: q.Greeting and q.Farewell, their class files below as Base64, compiled by javac 17 without debug
 * information; one class per loader, as Orbit keeps one class per name). The
 * loader defines it (getClassLoader, its unnamed module), finds it again, its resources (file: and jar: URLs, read
 * back), parent-first delegation for a JDK class, ClassNotFoundException for a missing one, and close.
 */
package org.orbitmc.programs.seq;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

public class UrlClassLoading {
    private static final String FAREWELL = "yv66vgAAAD0AKAoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWCgACAAgMAAkACgEACGdldENsYXNzAQATKClMamF2YS9sYW5nL0NsYXNzOwoADAANBwAODAAPABABAA9qYXZhL2xhbmcvQ2xhc3MBAAdnZXROYW1lAQAUKClMamF2YS9sYW5nL1N0cmluZzsSAAAAEgwAEwAUAQAXbWFrZUNvbmNhdFdpdGhDb25zdGFudHMBACYoTGphdmEvbGFuZy9TdHJpbmc7KUxqYXZhL2xhbmcvU3RyaW5nOwcAFgEACnEvRmFyZXdlbGwBAARDb2RlAQAIdG9TdHJpbmcBABBCb290c3RyYXBNZXRob2RzDwYAGwoAHAAdBwAeDAATAB8BACRqYXZhL2xhbmcvaW52b2tlL1N0cmluZ0NvbmNhdEZhY3RvcnkBAJgoTGphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcyRMb29rdXA7TGphdmEvbGFuZy9TdHJpbmc7TGphdmEvbGFuZy9pbnZva2UvTWV0aG9kVHlwZTtMamF2YS9sYW5nL1N0cmluZztbTGphdmEvbGFuZy9PYmplY3Q7KUxqYXZhL2xhbmcvaW52b2tlL0NhbGxTaXRlOwgAIQEADmdvb2RieWUgZnJvbSABAQAMSW5uZXJDbGFzc2VzBwAkAQAlamF2YS9sYW5nL2ludm9rZS9NZXRob2RIYW5kbGVzJExvb2t1cAcAJgEAHmphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcwEABkxvb2t1cAAhABUAAgAAAAAAAgABAAUABgABABcAAAARAAEAAQAAAAUqtwABsQAAAAAAAQAYABAAAQAXAAAAGQABAAEAAAANKrYAB7YAC7oAEQAAsAAAAAAAAgAZAAAACAABABoAAQAgACIAAAAKAAEAIwAlACcAGQ==";
    private static final String GREETING = "yv66vgAAAD0AKAoAAgADBwAEDAAFAAYBABBqYXZhL2xhbmcvT2JqZWN0AQAGPGluaXQ+AQADKClWCgACAAgMAAkACgEACGdldENsYXNzAQATKClMamF2YS9sYW5nL0NsYXNzOwoADAANBwAODAAPABABAA9qYXZhL2xhbmcvQ2xhc3MBAAdnZXROYW1lAQAUKClMamF2YS9sYW5nL1N0cmluZzsSAAAAEgwAEwAUAQAXbWFrZUNvbmNhdFdpdGhDb25zdGFudHMBACYoTGphdmEvbGFuZy9TdHJpbmc7KUxqYXZhL2xhbmcvU3RyaW5nOwcAFgEACnEvR3JlZXRpbmcBAARDb2RlAQAIdG9TdHJpbmcBABBCb290c3RyYXBNZXRob2RzDwYAGwoAHAAdBwAeDAATAB8BACRqYXZhL2xhbmcvaW52b2tlL1N0cmluZ0NvbmNhdEZhY3RvcnkBAJgoTGphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcyRMb29rdXA7TGphdmEvbGFuZy9TdHJpbmc7TGphdmEvbGFuZy9pbnZva2UvTWV0aG9kVHlwZTtMamF2YS9sYW5nL1N0cmluZztbTGphdmEvbGFuZy9PYmplY3Q7KUxqYXZhL2xhbmcvaW52b2tlL0NhbGxTaXRlOwgAIQEADGhlbGxvIGZyb20gAQEADElubmVyQ2xhc3NlcwcAJAEAJWphdmEvbGFuZy9pbnZva2UvTWV0aG9kSGFuZGxlcyRMb29rdXAHACYBAB5qYXZhL2xhbmcvaW52b2tlL01ldGhvZEhhbmRsZXMBAAZMb29rdXAAIQAVAAIAAAAAAAIAAQAFAAYAAQAXAAAAEQABAAEAAAAFKrcAAbEAAAAAAAEAGAAQAAEAFwAAABkAAQABAAAADSq2AAe2AAu6ABEAALAAAAAAAAIAGQAAAAgAAQAaAAEAIAAiAAAACgABACMAJQAnABk=";

    static void use(String what, URL root, String name, String base64) throws Exception {
        String path = name.replace('.', '/') + ".class";
        try (URLClassLoader loader = new URLClassLoader(new URL[] {root})) {
            Class<?> c = loader.loadClass(name);
            Object greeting = c.getDeclaredConstructor().newInstance();
            System.out.println(what + ": " + greeting);
            System.out.println("  defined by it: " + (c.getClassLoader() == loader) + ", again the same: " + (loader.loadClass(name) == c)
                    + ", unnamed module: " + !c.getModule().isNamed() + ", its loader's: " + (c.getModule() == loader.getUnnamedModule()));
            URL resource = loader.getResource(path);
            System.out.println("  resource " + resource.getProtocol() + " ends with " + path + ": " + resource.toString().endsWith(path));
            try (InputStream in = loader.getResourceAsStream(path)) {
                System.out.println("  bytes equal: " + java.util.Arrays.equals(in.readAllBytes(), Base64.getDecoder().decode(base64)));
            }
            System.out.println("  String via parent: " + (loader.loadClass("java.lang.String") == String.class));
            try {
                loader.loadClass("q.Missing");
            } catch (ClassNotFoundException e) {
                System.out.println("  missing: " + e.getMessage());
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("classes");
        Files.createDirectories(dir.resolve("q"));
        Files.write(dir.resolve("q/Greeting.class"), Base64.getDecoder().decode(GREETING));
        use("directory", dir.toUri().toURL(), "q.Greeting", GREETING);
        Path jar = dir.resolveSibling(dir.getFileName() + ".jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out)) {
            j.putNextEntry(new JarEntry("q/Farewell.class"));
            j.write(Base64.getDecoder().decode(FAREWELL));
            j.closeEntry();
        }
        use("jar", jar.toUri().toURL(), "q.Farewell", FAREWELL);
        try {
            Class.forName("q.Greeting");
        } catch (ClassNotFoundException e) {
            System.out.println("not on the class path: " + e.getMessage());
        }
    }
}
