/*
 * OptionalOps: java.util.Optional and the primitive OptionalInt/OptionalLong/OptionalDouble:
 * of/ofNullable/empty, isPresent/isEmpty, get on empty (NoSuchElementException message),
 * orElse versus orElseGet laziness, orElseThrow with and without a supplier, map/flatMap/
 * filter chains, or(), ifPresent/ifPresentOrElse, stream(), equals/hashCode/toString, and
 * Optional.of(null) throwing NullPointerException (class name only).
 */
package org.orbitmc.programs.seq;

import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Collectors;

public class OptionalOps {
    static int supplierCalls;
    static String expensive() {
        supplierCalls++;
        return "computed";
    }

    static Optional<String> lookup(Map<String, String> m, String k) {
        return Optional.ofNullable(m.get(k));
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println("some=" + some + " none=" + none + " nullable=" + nullable + " present=" + some.isPresent() + "/" + none.isPresent() + " empty="
                + none.isEmpty());
        System.out.println("get=" + some.get() + " orElse=" + none.orElse("fallback") + " some.orElse=" + some.orElse("unused"));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            none.orElseThrow();
        } catch (NoSuchElementException e) {
            System.out.println("orElseThrow(): " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom missing"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow(supplier): " + e.getMessage());
        }
        try {
            Optional.of((String) null);
        } catch (NullPointerException e) {
            System.out.println("of(null): " + e.getClass().getName());
        }
        supplierCalls = 0;
        String a = some.orElse(expensive());
        String b = some.orElseGet(OptionalOps::expensive);
        String c = none.orElseGet(OptionalOps::expensive);
        System.out.println("orElse evaluates eagerly: " + a + "," + b + "," + c + " supplierCalls=" + supplierCalls);

        Map<String, String> db = new TreeMap<>(Map.of("alice", "42", "bob", "x", "carol", "17"));
        for (String k : List.of("alice", "bob", "carol", "dave")) {
            Optional<Integer> age = lookup(db, k).filter(s -> s.chars().allMatch(Character::isDigit)).map(Integer::parseInt);
            String category = age.map(n -> n >= 18 ? "adult" : "minor").orElse("unknown");
            System.out.println(k + ": age=" + age + " category=" + category + " doubled=" + age.map(n -> n * 2).orElse(-1));
        }
        Optional<Optional<String>> nested = Optional.of(some);
        System.out.println("flatMap=" + nested.flatMap(o -> o) + " flatMap to empty=" + some.flatMap(s -> Optional.<String>empty()) + " map to null="
                + some.map(s -> null));
        System.out.println("or=" + none.or(() -> Optional.of("alternative")) + " some.or=" + some.or(() -> Optional.of("unused")));
        some.ifPresent(v -> System.out.println("ifPresent saw " + v));
        none.ifPresent(v -> System.out.println("never printed"));
        none.ifPresentOrElse(v -> System.out.println("never"), () -> System.out.println("ifPresentOrElse: empty branch"));
        System.out.println("stream=" + List.of(some, none, Optional.of("other")).stream().flatMap(Optional::stream).collect(Collectors.toList()));
        System.out.println("equals=" + some.equals(Optional.of("value")) + " " + none.equals(Optional.empty()) + " hash=" + some.hashCode() + " emptyHash="
                + none.hashCode());

        OptionalInt oi = OptionalInt.of(7);
        OptionalLong ol = OptionalLong.empty();
        OptionalDouble od = OptionalDouble.of(2.5);
        System.out.println("primitive: " + oi + " " + ol + " " + od + " getAsInt=" + oi.getAsInt() + " orElse=" + ol.orElse(-1L) + " orElseGet=" + od.orElseGet(() -> 0.0)
                + " isPresent=" + ol.isPresent() + " equals=" + oi.equals(OptionalInt.of(7)));
        try {
            ol.getAsLong();
        } catch (NoSuchElementException e) {
            System.out.println("getAsLong on empty: " + e.getMessage());
        }
        System.out.println("max of empty range=" + java.util.stream.IntStream.range(0, 0).max() + " average=" + java.util.stream.IntStream.of(1, 2).average());
    }
}
