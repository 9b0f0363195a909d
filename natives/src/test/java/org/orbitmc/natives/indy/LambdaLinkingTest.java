package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.orbitmc.vm.link.IndyRequest;

class LambdaLinkingTest {
    private static LinkedFixture fixture;

    @BeforeAll
    static void load() {
        fixture = LinkedFixture.of(LambdaFixtures.class);
    }

    @AfterAll
    static void verify() {
        fixture.verifyGeneratedClasses();
    }

    @Test
    void capturingAndNonCapturingLambdas() {
        assertEquals("constant", fixture.assertSameOutcome("nonCapturing"));
        assertEquals("p21", fixture.assertSameOutcome("capturing", "p", 3));
        assertEquals(47, fixture.assertSameOutcome("capturingThis", 42));
        fixture.assertSameOutcome("capturingEveryType", (byte) -3, (short) 300, 'q', -7, Long.MIN_VALUE, -0.0f, Double.NaN,
                false, null);
        fixture.assertSameOutcome("lambdaWithEveryParameterType");
    }

    @Test
    void methodReferencesOfEveryKind() {
        assertEquals(-12, fixture.assertSameOutcome("staticMethodReference", "-12"));
        fixture.assertSameOutcome("staticMethodReference", "not a number");
        assertEquals("leftright", fixture.assertSameOutcome("boundMethodReference", "left", "right"));
        fixture.assertSameOutcome("boundMethodReference", "left", null);
        assertEquals(5, fixture.assertSameOutcome("unboundMethodReference", "hello"));
        fixture.assertSameOutcome("unboundMethodReference", (Object) null);
        assertEquals(2, fixture.assertSameOutcome("interfaceMethodReference", List.of("a", "b")));
        assertEquals(13, fixture.assertSameOutcome("privateMethodReference", 5));
        assertEquals("secret", fixture.assertSameOutcome("privateInterfaceMethodReference"));
        assertEquals(List.of("hello you secret", "ababab"), fixture.assertSameOutcome("lambdasInInterfaces"));
        assertEquals(LambdaFixtures.class.getName(), fixture.assertSameOutcome("superMethodReference"));
    }

    @Test
    void constructorReferences() {
        assertEquals("cba", fixture.assertSameOutcome("constructorReference", "abc"));
        assertEquals("string s", fixture.assertSameOutcome("privateConstructorReference", "s"));
        assertEquals("int 9", fixture.assertSameOutcome("constructorReferenceUnboxing", 9));
        fixture.assertSameOutcome("constructorReferenceUnboxing", (Object) null);
        assertEquals(4, fixture.assertSameOutcome("arrayConstructorReference", 4));
        fixture.assertSameOutcome("arrayConstructorReference", -1);
    }

    @Test
    void boxingUnboxingAndWidening() {
        assertEquals("-5", fixture.assertSameOutcome("intFunction", -5));
        assertEquals(144L, fixture.assertSameOutcome("toLongFunctionOfInteger", 12));
        fixture.assertSameOutcome("toLongFunctionOfInteger", (Object) null);
        assertEquals(7, fixture.assertSameOutcome("supplierFromIntMethod"));
        assertEquals(2L * Integer.MAX_VALUE, fixture.assertSameOutcome("functionIntegerToLong", Integer.MAX_VALUE));
        assertEquals(-1L, fixture.assertSameOutcome("wideningParameter", -1));
        assertEquals((int) 'z', fixture.assertSameOutcome("characterToInt", 'z'));
        assertEquals(77, fixture.assertSameOutcome("objectReturnToInt", 77));
        assertEquals(false, fixture.assertSameOutcome("objectReturnToBoolean", List.of(false)));
        assertEquals(true, fixture.assertSameOutcome("boxIntoObject", 1));
        assertEquals("Integer 3", fixture.assertSameOutcome("boxIntoNumber", 3));
        assertEquals(1.5, fixture.assertSameOutcome("floatToDouble", 1.5f));
        assertEquals((double) Long.MAX_VALUE, fixture.assertSameOutcome("longToDouble", Long.MAX_VALUE));
        assertEquals(2L, fixture.assertSameOutcome("voidDiscardsLong"));
        assertEquals(List.of("a", "b"), fixture.assertSameOutcome("voidDiscardsBoolean"));
        fixture.assertSameOutcome("castFailure");
    }

    @Test
    void altMetafactoryFlags() {
        assertEquals(List.of("serializable", true), fixture.assertSameOutcome("serializable"));
        assertEquals(List.of("marked", true, false), fixture.assertSameOutcome("marker"));
        assertEquals(List.of("bridged", "bridged"), fixture.assertSameOutcome("bridges"));
    }

    @Test
    void everyHandleKindWasLinked() {
        List<Integer> kinds = new ArrayList<>();
        for (IndyRequest request : fixture.loader().requests()) {
            if (request.bootstrap().getOwner().equals("java/lang/invoke/LambdaMetafactory")) {
                kinds.add(((Handle) request.bootstrapArguments()[1]).getTag());
            }
        }
        // H_INVOKESPECIAL is not emitted by javac 17; LegacyInvokeSpecialTest covers it
        for (int kind : new int[] {Opcodes.H_INVOKESTATIC, Opcodes.H_INVOKEVIRTUAL, Opcodes.H_INVOKEINTERFACE,
                Opcodes.H_NEWINVOKESPECIAL}) {
            assertTrue(kinds.contains(kind), "kind " + kind + " among " + kinds);
        }
        assertTrue(fixture.loader().requests().stream().anyMatch(r -> r.bootstrap().getName().equals("altMetafactory")
                && ((Integer) r.bootstrapArguments()[3] & LambdaSpec.FLAG_BRIDGES) != 0),
                "a call site asking for bridges");
    }
}
