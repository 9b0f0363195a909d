/*
 * Lambdas: invokedynamic-based lambdas and method references. Non-capturing and capturing
 * lambdas (locals, this, arrays used as mutable cells), method references of all four kinds
 * (static, bound instance, unbound instance, constructor) plus array constructor references,
 * Function.andThen/compose/identity, Predicate combinators, Comparator.comparing()
 * .thenComparing().reversed() and nullsFirst, Supplier/Consumer/BiFunction/UnaryOperator/
 * BinaryOperator, primitive functional interfaces, lambdas whose results need boxing or
 * unboxing, a custom functional interface with a default method and recursion through a field.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.*;

public class Lambdas {
    record Person(String name, int age, String city) { }

    @FunctionalInterface
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
        default TriFunction<A, B, C, String> described() { return (a, b, c) -> "result=" + apply(a, b, c); }
    }

    static IntUnaryOperator factorial;
    private final String prefix;
    Lambdas(String prefix) { this.prefix = prefix; }
    Function<String, String> prefixer() { return s -> prefix + s; }
    static int twice(int x) { return 2 * x; }

    public static void main(String[] args) {
        Runnable hello = () -> System.out.println("runnable ran");
        hello.run();
        int base = 100;
        IntUnaryOperator addBase = x -> x + base;
        System.out.println("addBase(5)=" + addBase.applyAsInt(5));
        int[] counter = {0};
        Runnable inc = () -> counter[0]++;
        for (int i = 0; i < 5; i++) inc.run();
        System.out.println("counter=" + counter[0]);
        System.out.println("this-capture: " + new Lambdas(">> ").prefixer().apply("x"));

        Function<String, Integer> parse = Integer::parseInt;             // static
        String greeting = "Hello, ";
        Function<String, String> bound = greeting::concat;                // bound instance
        Function<String, Integer> length = String::length;                // unbound instance
        Supplier<List<String>> ctor = ArrayList::new;                     // constructor
        Function<String, StringBuilder> sbCtor = StringBuilder::new;
        IntFunction<int[]> arrayCtor = int[]::new;
        BiFunction<String, Integer, Character> charAt = String::charAt;
        IntUnaryOperator twiceRef = Lambdas::twice;
        System.out.println("parse=" + parse.apply("123") + " bound=" + bound.apply("world") + " length=" + length.apply("four")
                + " ctor empty=" + ctor.get().isEmpty() + " sb=" + sbCtor.apply("abc").reverse()
                + " array length=" + arrayCtor.apply(4).length + " charAt=" + charAt.apply("lambda", 2) + " twice=" + twiceRef.applyAsInt(21));

        Function<Integer, Integer> plus1 = x -> x + 1;
        Function<Integer, Integer> times3 = x -> x * 3;
        System.out.println("andThen=" + plus1.andThen(times3).apply(4) + " compose=" + plus1.compose(times3).apply(4)
                + " identity=" + Function.<Integer>identity().apply(9));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        List<String> words = Arrays.asList("", "ab", "abcd", "xyzzy", "q");
        for (String w : words) {
            System.out.println("'" + w + "' notEmpty=" + empty.negate().test(w) + " and=" + empty.negate().and(longish).test(w)
                    + " or=" + empty.or(longish).test(w) + " not=" + Predicate.not(longish).test(w));
        }

        List<Person> people = new ArrayList<>(List.of(new Person("Ann", 30, "Oslo"), new Person("Bob", 25, "Rome"),
                new Person("Cid", 30, "Bern"), new Person("Dee", 25, "Oslo"), new Person("Eve", 35, "Rome")));
        people.sort(Comparator.comparing(Person::city).thenComparing(Person::age).reversed());
        System.out.println("by city,age reversed: " + people);
        people.sort(Comparator.comparingInt(Person::age).thenComparing(Person::name, Comparator.reverseOrder()));
        System.out.println("by age, name desc: " + people);
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "apple", null, "fig"));
        withNulls.sort(Comparator.nullsFirst(Comparator.comparing(String::length)));
        System.out.println("nullsFirst by length: " + withNulls);

        Supplier<Integer> boxedSupplier = () -> 42;
        Consumer<String> printer = s -> System.out.println("consumed " + s);
        Consumer<String> both = printer.andThen(s -> System.out.println("and then " + s.length()));
        both.accept("item");
        BiFunction<Integer, Integer, Long> mul = (x, y) -> (long) x * y;
        UnaryOperator<String> shout = s -> s + "!";
        BinaryOperator<Integer> maxOp = BinaryOperator.maxBy(Comparator.naturalOrder());
        System.out.println("supplier=" + boxedSupplier.get() + " mul=" + mul.apply(100000, 100000) + " shout=" + shout.apply("hey")
                + " maxBy=" + maxOp.apply(3, 9));

        IntBinaryOperator gcd = (x, y) -> { while (y != 0) { int t = y; y = x % y; x = t; } return x; };
        IntPredicate even = x -> x % 2 == 0;
        LongSupplier bigLong = () -> Long.MAX_VALUE - 1;
        DoubleUnaryOperator half = v -> v / 2;
        ToIntFunction<String> len = String::length;
        ToDoubleBiFunction<Integer, Integer> ratio = (x, y) -> (double) x / y;
        IntToLongFunction square = x -> (long) x * x;
        BooleanSupplier yes = () -> true;
        ObjIntConsumer<StringBuilder> appendInt = StringBuilder::append;
        StringBuilder target = new StringBuilder();
        appendInt.accept(target, 77);
        System.out.println("gcd=" + gcd.applyAsInt(84, 36) + " even(7)=" + even.test(7) + " bigLong=" + bigLong.getAsLong()
                + " half=" + half.applyAsDouble(5) + " len=" + len.applyAsInt("abc") + " ratio=" + ratio.applyAsDouble(1, 3)
                + " square=" + square.applyAsLong(100000) + " yes=" + yes.getAsBoolean() + " target=" + target);
        Function<Integer, Double> boxToDouble = x -> x / 4.0;
        ToIntFunction<Integer> unbox = x -> x;
        System.out.println("boxToDouble=" + boxToDouble.apply(5) + " unbox=" + unbox.applyAsInt(Integer.valueOf(-8)));

        TriFunction<Integer, Integer, Integer, Integer> sum3 = (x, y, z) -> x + y + z;
        System.out.println(sum3.described().apply(1, 2, 3));
        factorial = n -> n <= 1 ? 1 : n * factorial.applyAsInt(n - 1);
        System.out.println("factorial(10)=" + factorial.applyAsInt(10));
        List<Supplier<String>> suppliers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int captured = i;
            suppliers.add(() -> "captured " + captured);
        }
        for (Supplier<String> s : suppliers) System.out.println(s.get());
    }
}
