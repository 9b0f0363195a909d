package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ObjectMethodsLinkingTest {
    private static LinkedFixture fixture;

    @BeforeAll
    static void load() {
        fixture = LinkedFixture.of(RecordFixtures.class);
    }

    @AfterAll
    static void verify() {
        fixture.verifyGeneratedClasses();
    }

    @Test
    void primitiveComponentsIncludingSignedZeroAndNaN() {
        List<?> observations = (List<?>) fixture.assertSameOutcome("primitives");
        assertEquals("Primitives[i=1, l=2, f=3.0, d=4.0, z=true, b=5, s=6, c=c]", observations.get(0));
    }

    @Test
    void referenceAndArrayComponents() {
        int[] shared = {1, 2};
        List<?> observations = (List<?>) fixture.assertSameOutcome("references", shared, new int[] {1, 2});
        assertEquals("References[object=null, string=null, array=null]", observations.get(0));
    }

    @Test
    void emptyAndNestedRecords() {
        List<?> observations = (List<?>) fixture.assertSameOutcome("empty");
        assertEquals("Empty[]", observations.get(0));
        assertEquals(0, observations.get(1));
    }

    @Test
    void simpleNamesOfLocalAndMemberRecords() {
        List<?> observations = (List<?>) fixture.assertSameOutcome("names");
        assertEquals("Local[name=local]", observations.get(0));
        assertTrue(observations.contains("Member$With$Dollars[x=1]"), observations.toString());
    }
}
