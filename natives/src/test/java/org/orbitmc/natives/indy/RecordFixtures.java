package org.orbitmc.natives.indy;

import java.util.ArrayList;
import java.util.List;

/** Records, whose toString, hashCode and equals javac implements with ObjectMethods.bootstrap call sites. */
final class RecordFixtures {
    record Primitives(int i, long l, float f, double d, boolean z, byte b, short s, char c) {
    }

    record References(Object object, String string, int[] array) {
    }

    record Empty() {
    }

    record SameShape(Object object, String string, int[] array) {
    }

    record Nested(Empty empty, Primitives primitives) {
    }

    static final class Outer {
        record Member$With$Dollars(int x) {
        }
    }

    static Object primitives() {
        return observe(List.of(
                new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'c'),
                new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'c'),
                new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'd'),
                new Primitives(1, 2L, 3f, 4d, false, (byte) 5, (short) 6, 'c'),
                new Primitives(0, 0L, 0f, 0.0, false, (byte) 0, (short) 0, '\0'),
                new Primitives(0, 0L, -0f, -0.0, false, (byte) 0, (short) 0, '\0'),
                new Primitives(0, 0L, 0f, -0.0, false, (byte) 0, (short) 0, '\0'),
                new Primitives(-1, Long.MIN_VALUE, Float.NaN, Double.NaN, true, Byte.MIN_VALUE, Short.MIN_VALUE, '\uffff'),
                new Primitives(-1, Long.MIN_VALUE, Float.intBitsToFloat(0x7fc00001), Double.longBitsToDouble(0x7ff8000000000001L),
                        true, Byte.MIN_VALUE, Short.MIN_VALUE, '\uffff'),
                new Primitives(Integer.MAX_VALUE, Long.MAX_VALUE, Float.MIN_VALUE, Double.MAX_VALUE, true, Byte.MAX_VALUE,
                        Short.MAX_VALUE, 'é'),
                new Primitives(Integer.MAX_VALUE, Long.MAX_VALUE, 1.0e-5f, 100.0, true, Byte.MAX_VALUE, Short.MAX_VALUE, 'é')));
    }

    /** The arrays come from the test so that both versions see the same identity hash codes. */
    static Object references(int[] shared, int[] equalContents) {
        return observe(List.of(
                new References(null, null, null),
                new References(null, null, null),
                new References("x", "y", shared),
                new References("x", "y", shared),
                new References("x", "y", equalContents),
                new References(List.of(1, 2), new String("y"), shared),
                new References(List.of(1, 2), "y", shared),
                new References(new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'c'), "", shared),
                new SameShape("x", "y", shared)));
    }

    static Object empty() {
        return observe(List.of(new Empty(), new Empty(), new Nested(new Empty(), null),
                new Nested(new Empty(), new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'c')),
                new Nested(null, new Primitives(1, 2L, 3f, 4d, true, (byte) 5, (short) 6, 'c'))));
    }

    static Object names() {
        record Local(String name) {
        }
        return observe(List.of(new Local("local"), new Outer.Member$With$Dollars(1)));
    }

    /** What toString, hashCode and equals say about each value and each pair. */
    private static List<Object> observe(List<? extends Record> values) {
        List<Object> observations = new ArrayList<>();
        for (Record value : values) {
            observations.add(value.toString());
            observations.add(value.hashCode());
            observations.add(value.equals(null));
            observations.add(value.equals("not a record"));
            observations.add(value.equals(value));
            for (Record other : values) {
                observations.add(value.equals(other));
            }
        }
        return observations;
    }
}
