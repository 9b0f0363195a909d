package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import org.junit.jupiter.api.Test;
import org.orbitmc.checker.conformance.ConcurrentPrograms;

/**
 * The JDK's box caches are immutable once their holder classes are initialized (vm BoxCaches), and a string's hash
 * cache is benign (FieldInfo.isHashCache): threads that box small values or hash strings read them without a
 * scheduling point, so no counterexample shows a read inside {@code Integer.valueOf} or {@code String.hashCode}.
 */
class BoxCacheTraceTest {
    /** A corpus program's depth-first counterexample, every step on its own line (--trace full). */
    private static String fullTrace(String name) throws Exception {
        ConcurrentPrograms.Program program = ConcurrentPrograms.all().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
        OrbitCli.Result r = orbit("check", "--search", "dfs", "--trace", "full", "-cp", program.classes().toString(), program.mainClass());
        assertEquals(1, r.status(), r.out() + r.err());
        return r.out();
    }

    @Test
    void readingACachedBoxIsNoStepOfItsOwn() throws Exception {
        String out = fullTrace("CheckThenActMap");
        assertTrue(out.contains("AssertionError: key inserted 2 times"), out);
        // Before: "read array element [129] = Integer 1" at Integer.java:1080, one step per boxing thread.
        assertFalse(out.contains("Integer.java"), out);
    }

    @Test
    void aStringsHashCacheIsNoStepOfItsOwn() throws Exception {
        String out = fullTrace("HashMapRace");
        assertTrue(out.contains("AssertionError: size 1"), out);
        // Before: "read "a".hash = 97" at String.java:2342 in each put.
        assertFalse(out.contains(".hash = "), out);
    }
}
