package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class StringConcatLinkingTest {
    private static LinkedFixture fixture;

    @BeforeAll
    static void load() {
        fixture = LinkedFixture.of(ConcatFixtures.class);
    }

    @AfterAll
    static void verify() {
        fixture.verifyGeneratedClasses();
    }

    @Test
    void everyPrimitiveType() {
        assertEquals("b=-128 s=-32768 c=\uffff i=-2147483648 l=-9223372036854775808 f=-0.0 d=NaN z=false",
                fixture.assertSameOutcome("primitives", Byte.MIN_VALUE, Short.MIN_VALUE, '\uffff', Integer.MIN_VALUE,
                        Long.MIN_VALUE, -0.0f, Double.NaN, false));
        fixture.assertSameOutcome("primitives", (byte) 1, (short) 2, 'c', 3, 4L, 1.0e10f, Double.MIN_VALUE, true);
        fixture.assertSameOutcome("primitives", (byte) 0, (short) 0, '\0', 0, 0L, Float.NaN, Double.NEGATIVE_INFINITY, true);
        fixture.assertSameOutcome("primitives", (byte) 9, (short) 99, 'é', 999, 9999L, 1.0e-5f, 100.0, true);
        fixture.assertSameOutcome("primitivesOnly", (byte) 1, (short) 2, 'c', 3, 4L, 0.1f, 0.2, true);
    }

    @Test
    void referencesNullAndCharArrays() {
        char[] chars = {'n', 'o'};
        String result = (String) fixture.assertSameOutcome("references", "s", List.of(1, 2), chars, 7,
                new StringBuilder("sb"));
        assertTrue(result.contains("chars=[C@"), result);
        fixture.assertSameOutcome("references", null, null, null, null, null);
        assertTrue(((String) fixture.assertSameOutcome("charArrayAlone", (Object) chars)).startsWith("[C@"));
        assertEquals("null", fixture.assertSameOutcome("charArrayAlone", (Object) null));
        assertEquals("[null]", fixture.assertSameOutcome("toStringReturningNull"));
        assertEquals("#1,#2,#3", fixture.assertSameOutcome("conversionOrder"));
    }

    @Test
    void argumentsOnly() {
        assertEquals("ab", fixture.assertSameOutcome("stringsOnly", "a", "b"));
        assertEquals("nullnull", fixture.assertSameOutcome("stringsOnly", null, null));
    }

    @Test
    void constantsWithSpecialCharacters() {
        fixture.assertSameOutcome("specialCharacters", 5, "y");
        fixture.assertSameOutcome("specialCharacters", -1, null);
        assertTrue(fixture.loader().requests().stream().anyMatch(r -> r.bootstrapArguments().length > 1),
                "javac passed constants");
    }

    @Test
    void manyArguments() {
        Object[] arguments = {1, 2L, 3.5, "d", null, 'f', 7.25f, true, (short) 9, (byte) 10, 11, 12L, 13.0, null, List.of(),
            'p', Float.MAX_VALUE, false, (short) -19, (byte) -20};
        String result = (String) fixture.assertSameOutcome("manyArguments", arguments);
        assertEquals(20, Arrays.stream(result.split(",")).count());
    }

    @Test
    void concatenationInsideALambda() {
        assertEquals("<a><b>", fixture.assertSameOutcome("insideLambda", List.of("a", "b")));
    }
}
