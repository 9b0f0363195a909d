package org.orbitmc.junit;

import java.nio.file.Path;
import java.util.List;

/** Test access to the class path a @ModelCheck test runs with (TestClassPath), for tests of other packages. */
public final class TestClassPaths {
    private TestClassPaths() {
    }

    public static List<Path> of(Class<?> testClass) {
        return TestClassPath.of(testClass);
    }
}
