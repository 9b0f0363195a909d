package org.orbitmc.natives.indy;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntToLongFunction;
import java.util.function.IntUnaryOperator;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;

/** Lambdas and method references as javac compiles them; each static method returns something comparable. */
final class LambdaFixtures {
    private final int base;

    private LambdaFixtures(int base) {
        this.base = base;
    }

    interface Marker {
    }

    interface ObjectGetter {
        Object get();
    }

    interface StringGetter {
        String get();
    }

    /** Inherits get()Object and get()String without overriding: javac asks for a bridge (FLAG_BRIDGES). */
    interface CovariantGetter extends ObjectGetter, StringGetter {
    }

    interface Secret {
        private String secret() {
            return "secret";
        }

        default Supplier<String> reveal() {
            return this::secret;
        }

        /** The lambda body is a private instance method of the interface. */
        default Supplier<String> greet(String name) {
            return () -> "hello " + name + " " + secret();
        }

        /** The lambda body is a private static method of the interface, called with an interface method reference. */
        static IntFunction<String> repeat(String text) {
            return n -> text.repeat(n);
        }
    }

    static final class Box {
        private final String text;

        Box(int value) {
            this.text = "int " + value;
        }

        private Box(String value) {
            this.text = "string " + value;
        }

        @Override
        public String toString() {
            return text;
        }
    }

    // ---- capture

    static Object nonCapturing() {
        Supplier<String> supplier = () -> "constant";
        return supplier.get();
    }

    static Object capturing(String prefix, int factor) {
        IntFunction<String> function = i -> prefix + i * factor;
        return function.apply(7);
    }

    static Object capturingThis(int base) {
        return new LambdaFixtures(base).addBase(5);
    }

    private int addBase(int x) {
        IntUnaryOperator operator = y -> y + base;
        return operator.applyAsInt(x);
    }

    static Object capturingEveryType(byte b, short s, char c, int i, long l, float f, double d, boolean z, Object o) {
        Supplier<String> supplier = () -> b + "|" + s + "|" + c + "|" + i + "|" + l + "|" + f + "|" + d + "|" + z + "|" + o;
        return supplier.get();
    }

    static Object lambdaWithEveryParameterType() {
        interface Everything {
            String apply(byte b, short s, char c, int i, long l, float f, double d, boolean z, Object o);
        }
        Everything everything = (b, s, c, i, l, f, d, z, o) -> b + "|" + s + "|" + c + "|" + i + "|" + l + "|" + f + "|" + d
                + "|" + z + "|" + o;
        return everything.apply((byte) -1, (short) 2, 'x', 3, 4L, 5.5f, 6.25, true, "o");
    }

    // ---- method reference kinds

    static Object staticMethodReference(String text) {
        Function<String, Integer> parse = Integer::parseInt;
        return parse.apply(text);
    }

    static Object boundMethodReference(String left, String right) {
        Function<String, String> concat = left::concat;
        return concat.apply(right);
    }

    static Object unboundMethodReference(String text) {
        ToIntFunction<String> length = String::length;
        return length.applyAsInt(text);
    }

    static Object interfaceMethodReference(List<String> list) {
        Function<List<String>, Integer> size = List::size;
        return size.apply(list);
    }

    static Object privateMethodReference(int base) {
        return new LambdaFixtures(base).viaPrivateMethod();
    }

    private Object viaPrivateMethod() {
        IntUnaryOperator operator = this::twiceBasePlus;
        return operator.applyAsInt(3);
    }

    private int twiceBasePlus(int y) {
        return 2 * base + y;
    }

    static Object privateInterfaceMethodReference() {
        return new Secret() {
        }.reveal().get();
    }

    static Object lambdasInInterfaces() {
        Secret secret = new Secret() {
        };
        return List.of(secret.greet("you").get(), Secret.repeat("ab").apply(3));
    }

    static Object superMethodReference() {
        return new LambdaFixtures(1).superToString();
    }

    private String superToString() {
        Supplier<String> supplier = super::toString;
        String text = supplier.get();
        return text.substring(0, text.indexOf('@'));
    }

    static Object constructorReference(String text) {
        Function<String, StringBuilder> create = StringBuilder::new;
        return create.apply(text).reverse().toString();
    }

    static Object privateConstructorReference(String text) {
        Function<String, Box> create = Box::new;
        return create.apply(text).toString();
    }

    static Object constructorReferenceUnboxing(Integer value) {
        Function<Integer, Box> create = Box::new;
        return create.apply(value).toString();
    }

    static Object arrayConstructorReference(int length) {
        IntFunction<int[]> create = int[]::new;
        return create.apply(length).length;
    }

    // ---- conversions between the functional and the implementation method

    static int square(int x) {
        return x * x;
    }

    static long twice(int x) {
        return 2L * x;
    }

    static long identity(long x) {
        return x;
    }

    static int codeOf(int c) {
        return c;
    }

    static int seven() {
        return 7;
    }

    static <T> T id(T value) {
        return value;
    }

    static <T> T first(List<T> list) {
        return list.get(0);
    }

    static boolean isInteger(Object value) {
        return value instanceof Integer;
    }

    static String describe(Number number) {
        return number.getClass().getSimpleName() + " " + number;
    }

    static Object intFunction(int value) {
        IntFunction<String> function = String::valueOf;
        return function.apply(value);
    }

    static Object toLongFunctionOfInteger(Integer value) {
        ToLongFunction<Integer> function = LambdaFixtures::square;
        return function.applyAsLong(value);
    }

    static Object supplierFromIntMethod() {
        Supplier<Integer> supplier = LambdaFixtures::seven;
        return supplier.get();
    }

    static Object functionIntegerToLong(Integer value) {
        Function<Integer, Long> function = LambdaFixtures::twice;
        return function.apply(value);
    }

    static Object wideningParameter(int value) {
        IntToLongFunction function = LambdaFixtures::identity;
        return function.applyAsLong(value);
    }

    static Object characterToInt(Character value) {
        ToIntFunction<Character> function = LambdaFixtures::codeOf;
        return function.applyAsInt(value);
    }

    static Object objectReturnToInt(Integer value) {
        ToIntFunction<Integer> function = LambdaFixtures::id;
        return function.applyAsInt(value);
    }

    static Object objectReturnToBoolean(List<Boolean> values) {
        Predicate<List<Boolean>> predicate = LambdaFixtures::first;
        return predicate.test(values);
    }

    static Object boxIntoObject(int value) {
        IntPredicate predicate = LambdaFixtures::isInteger;
        return predicate.test(value);
    }

    static Object boxIntoNumber(int value) {
        IntFunction<String> function = LambdaFixtures::describe;
        return function.apply(value);
    }

    static Object floatToDouble(Float value) {
        ToDoubleFunction<Float> function = Float::floatValue;
        return function.applyAsDouble(value);
    }

    static Object longToDouble(Long value) {
        ToDoubleFunction<Long> function = Long::longValue;
        return function.applyAsDouble(value);
    }

    static Object voidDiscardsLong() {
        AtomicLong counter = new AtomicLong();
        Runnable increment = counter::incrementAndGet;
        increment.run();
        increment.run();
        return counter.get();
    }

    static Object voidDiscardsBoolean() {
        List<String> list = new ArrayList<>();
        Consumer<String> add = list::add;
        add.accept("a");
        add.accept("b");
        return list;
    }

    @SuppressWarnings("unchecked")
    static Object castFailure() {
        Function<String, Integer> length = String::length;
        Function<Object, Object> raw = (Function<Object, Object>) (Function<?, ?>) length;
        return raw.apply(42);
    }

    // ---- altMetafactory

    static Object serializable() {
        Supplier<String> supplier = (Supplier<String> & Serializable) () -> "serializable";
        return List.of(supplier.get(), supplier instanceof Serializable);
    }

    static Object marker() {
        Supplier<String> supplier = (Supplier<String> & Marker) () -> "marked";
        return List.of(supplier.get(), supplier instanceof Marker, supplier instanceof Serializable);
    }

    static Object bridges() {
        CovariantGetter getter = () -> "bridged";
        ObjectGetter asObject = getter;
        StringGetter asString = getter;
        return List.of(asObject.get(), asString.get());
    }
}
