package org.orbitmc.vm.natives;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** NativeArgs reads each parameter from the slot its descriptor gives it, checks its type, and survives nested calls. */
class NativeArgsTest {
    /** {@code compareAndSetLong(Object o, long offset, long expected, long x)}, an instance method of Unsafe, at base 3. */
    private static final ParameterSlots CAS_LONG = ParameterSlots.of("(Ljava/lang/Object;JJJ)Z", false);
    private static final long[] STACK = {-1, -1, -1, 7, 42, 16, 0, 5, 0, 9, 0, -1};

    @Test
    void parametersAreReadByPositionPastTwoSlotValues() {
        long[] seen = new long[5];
        new NativeArgs().call(null, (vm, a) -> {
            seen[0] = a.receiver();
            seen[1] = a.refAt(0);
            seen[2] = a.longAt(1);
            seen[3] = a.longAt(2);
            seen[4] = a.longAt(3);
            return 0;
        }, CAS_LONG, STACK, 3);
        assertArrayEquals(new long[] {7, 42, 16, 5, 9}, seen);
    }

    @Test
    void staticMethodsHaveNoReceiverAndStartAtTheirFirstParameter() {
        ParameterSlots pow = ParameterSlots.of("(DD)D", true);
        long[] stack = {Double.doubleToRawLongBits(2.0), 0, Double.doubleToRawLongBits(10.0), 0};
        long result = new NativeArgs().call(null, (vm, a) -> Double.doubleToRawLongBits(Math.pow(a.doubleAt(0), a.doubleAt(1))), pow,
                stack, 0);
        assertEquals(1024.0, Double.longBitsToDouble(result));
        assertEquals(2, pow.count());
        assertThrows(AssertionError.class, () -> new NativeArgs().call(null, (vm, a) -> a.receiver(), pow, stack, 0));
    }

    @Test
    void readingAParameterAsAnotherTypeFailsAnAssertion() {
        assertTrue(NativeArgs.class.desiredAssertionStatus(), "tests run with assertions");
        AssertionError e = assertThrows(AssertionError.class, () -> new NativeArgs().call(null, (vm, a) -> a.intAt(1), CAS_LONG, STACK, 3));
        assertEquals("parameter 1 is 'J', read as 'I'", e.getMessage());
        assertThrows(AssertionError.class, () -> new NativeArgs().call(null, (vm, a) -> a.refAt(2), CAS_LONG, STACK, 3));
    }

    @Test
    void aNestedNativeCallLeavesTheOuterArgumentsAsTheyWere() {
        NativeArgs args = new NativeArgs();
        ParameterSlots inner = ParameterSlots.of("(I)I", true);
        long[] innerStack = {100};
        long[] seen = new long[3];
        args.call(null, (vm, a) -> {
            seen[0] = a.longAt(1);
            seen[1] = args.call(null, (vm2, b) -> b.intAt(0) + 1, inner, innerStack, 0);
            seen[2] = a.longAt(1); // read again after the nested call
            return 0;
        }, CAS_LONG, STACK, 3);
        assertArrayEquals(new long[] {16, 101, 16}, seen);
    }

    @Test
    void copyOfSlotsHoldsEveryArgumentSlotReceiverFirst() {
        long[][] copy = new long[1][];
        new NativeArgs().call(null, (vm, a) -> {
            copy[0] = a.copyOfSlots();
            return 0;
        }, CAS_LONG, STACK, 3);
        assertArrayEquals(new long[] {7, 42, 16, 0, 5, 0, 9, 0}, copy[0]);
    }
}
