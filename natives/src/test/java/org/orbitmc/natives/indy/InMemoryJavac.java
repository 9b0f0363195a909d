package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles Java sources in memory, for call sites javac emits only under options the build does not use. */
final class InMemoryJavac {
    private InMemoryJavac() {
    }

    /**
     * @param sources source text by top-level class name (no package)
     * @return class files by internal name
     */
    static Map<String, byte[]> compile(Map<String, String> sources, String... options) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Map<String, ByteArrayOutputStream> outputs = new HashMap<>();
        List<JavaFileObject> units = new ArrayList<>();
        sources.forEach((name, text) -> units.add(new SimpleJavaFileObject(URI.create("string:///" + name + ".java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return text;
            }
        }));
        StandardJavaFileManager standard = javac.getStandardFileManager(null, null, null);
        JavaFileManager memory = new ForwardingJavaFileManager<>(standard) {
            @Override
            public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                    FileObject sibling) {
                return new SimpleJavaFileObject(URI.create("bytes:///" + className + ".class"), kind) {
                    @Override
                    public OutputStream openOutputStream() {
                        return outputs.computeIfAbsent(className.replace('.', '/'), k -> new ByteArrayOutputStream());
                    }
                };
            }
        };
        StringWriter diagnostics = new StringWriter();
        boolean compiled = javac.getTask(diagnostics, memory, null, List.of(options), null, units).call();
        assertTrue(compiled, diagnostics.toString());
        Map<String, byte[]> classes = new HashMap<>();
        outputs.forEach((name, bytes) -> classes.put(name, bytes.toByteArray()));
        return classes;
    }

    /** A loader defining the compiled classes as they are. */
    static ClassLoader loader(Map<String, byte[]> classes) {
        return new ClassLoader(InMemoryJavac.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = classes.get(name.replace('.', '/'));
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }
}
