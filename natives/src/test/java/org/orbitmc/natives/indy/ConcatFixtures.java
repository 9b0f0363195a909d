package org.orbitmc.natives.indy;

import java.util.List;

/** String concatenations as javac compiles them for Java 17 ({@code makeConcatWithConstants}). */
final class ConcatFixtures {
    /** Counts how often its toString runs, to check the order and number of conversions. */
    static final class Counter {
        private int calls;

        @Override
        public String toString() {
            return "#" + ++calls;
        }
    }

    static Object primitives(byte b, short s, char c, int i, long l, float f, double d, boolean z) {
        return "b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " z=" + z;
    }

    static Object primitivesOnly(byte b, short s, char c, int i, long l, float f, double d, boolean z) {
        return b + s + c + i + l + f + d + "" + z + c + b;
    }

    static Object references(String string, Object object, char[] chars, Integer boxed, CharSequence sequence) {
        return "string=" + string + " object=" + object + " chars=" + chars + " boxed=" + boxed + " sequence=" + sequence;
    }

    static Object charArrayAlone(char[] chars) {
        return "" + chars;
    }

    static Object stringsOnly(String left, String right) {
        return left + right;
    }

    static Object toStringReturningNull() {
        Object weird = new Object() {
            @Override
            public String toString() {
                return null;
            }
        };
        return "[" + weird + "]";
    }

    static Object conversionOrder() {
        Counter counter = new Counter();
        return counter + "," + counter + "," + counter;
    }

    /** Literals holding the recipe's tag characters make javac pass them as constants. */
    static Object specialCharacters(int x, String y) {
        return "\u0001" + x + "\u0002" + y + "%s\\n\t\"\u0000\uffff\ud83d\ude00" + x + "\u0001\u0002";
    }

    static Object manyArguments(int a, long b, double c, String d, Object e, char f, float g, boolean h, short i, byte j,
            int k, long l, double m, String n, Object o, char p, float q, boolean r, short s, byte t) {
        return a + "," + b + "," + c + "," + d + "," + e + "," + f + "," + g + "," + h + "," + i + "," + j + "," + k + ","
                + l + "," + m + "," + n + "," + o + "," + p + "," + q + "," + r + "," + s + "," + t;
    }

    static Object insideLambda(List<String> items) {
        StringBuilder out = new StringBuilder();
        items.forEach(item -> out.append("<" + item + ">"));
        return out.toString();
    }
}
