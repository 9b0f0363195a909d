package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

import org.orbitmc.vm.classpath.ClassSource;

/**
 * A test class (and its nested classes) loaded twice: as javac compiled it, where the JDK links its
 * {@code invokedynamic} sites, and through a {@link LinkingClassLoader}, where our generated classes do.
 * Running the same static method of both and comparing the outcomes checks the generated code end to end.
 */
final class LinkedFixture {
    private final Class<?> original;
    private final Class<?> linked;
    private final LinkingClassLoader loader;

    private LinkedFixture(Class<?> original, Class<?> linked, LinkingClassLoader loader) {
        this.original = original;
        this.linked = linked;
        this.loader = loader;
    }

    /** The fixture class from the test class path, linked with {@code new InvokeDynamicLinkers(classes)}. */
    static LinkedFixture of(Class<?> fixture) {
        ClassLoader host = fixture.getClassLoader();
        return of(fixture, internalName -> read(host, internalName));
    }

    /**
     * @param classFiles where the fixture's class files come from; every other class comes from the
     *                   fixture's own loader
     */
    static LinkedFixture of(Class<?> fixture, Function<String, byte[]> classFiles) {
        String root = fixture.getName().replace('.', '/');
        ClassSource classes = new ClassSource() {
            @Override
            public byte[] find(String internalName) {
                return classFiles.apply(internalName);
            }

            @Override
            public String describe() {
                return "test classes";
            }
        };
        LinkingClassLoader loader = new LinkingClassLoader(fixture.getClassLoader(), classFiles,
                name -> name.equals(root) || name.startsWith(root + "$"), new InvokeDynamicLinkers(classes));
        try {
            Class<?> linked = Class.forName(fixture.getName(), true, loader);
            assertNotSame(fixture, linked);
            return new LinkedFixture(fixture, linked, loader);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    static byte[] read(ClassLoader loader, String internalName) {
        try (InputStream in = loader.getResourceAsStream(internalName + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    LinkingClassLoader loader() {
        return loader;
    }

    /** Runs the static method in both versions and asserts the same result or the same exception class. */
    Object assertSameOutcome(String method, Object... arguments) {
        Outcome expected = run(original, method, arguments);
        Outcome actual = run(linked, method, arguments);
        assertEquals(expected, actual, method + Arrays.toString(arguments));
        return expected.value();
    }

    /** The result or the exception of a call; values compare by equals, exceptions by class. */
    record Outcome(Object value, String exception) {
    }

    private static Outcome run(Class<?> fixture, String name, Object... arguments) {
        List<Method> candidates = Arrays.stream(fixture.getDeclaredMethods()).filter(m -> m.getName().equals(name)).toList();
        assertEquals(1, candidates.size(), "methods named " + name);
        Method method = candidates.get(0);
        method.setAccessible(true);
        try {
            return new Outcome(method.invoke(null, arguments), null);
        } catch (InvocationTargetException e) {
            return new Outcome(null, e.getCause().getClass().getName());
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    /** Checks the generated classes and that the linked version did use some. */
    void verifyGeneratedClasses() {
        assertTrue(!loader.generated().isEmpty(), "no call site was linked");
        loader.verifyGeneratedClasses();
    }
}
