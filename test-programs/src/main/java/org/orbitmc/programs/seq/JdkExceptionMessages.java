/*
 * JdkExceptionMessages: the exact messages of exceptions the JDK library throws for common
 * mistakes: Objects.requireNonNull with a message and a supplier, requireNonNullElse,
 * checkIndex/checkFromToIndex, String index errors (charAt, substring, subSequence),
 * ArrayList/LinkedList/ArrayDeque/Iterator errors, unmodifiable and immutable collections,
 * List.of with null, TreeMap with a non-Comparable key (the ClassCastException naming the
 * modules and loaders), Arrays.copyOfRange, Collections.emptyList().get, Optional.get,
 * Integer.valueOf(null), Enum.valueOf, Character.toChars, String.repeat, and Map.of
 * duplicate keys.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

public class JdkExceptionMessages {
    interface Action {
        Object run() throws Exception;
    }

    static class Plain {
    }

    static void attempt(String label, Action a) {
        try {
            Object r = a.run();
            System.out.println(label + " -> returned " + r);
        } catch (Exception e) {
            System.out.println(label + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        attempt("requireNonNull msg", () -> Objects.requireNonNull(null, "name is required"));
        attempt("requireNonNull supplier", () -> Objects.requireNonNull(null, () -> "computed " + 42));
        attempt("requireNonNull plain", () -> Objects.requireNonNull(null));
        attempt("requireNonNullElse", () -> Objects.requireNonNullElse(null, "fallback"));
        attempt("requireNonNullElse both", () -> Objects.requireNonNullElse(null, null));
        attempt("requireNonNullElseGet", () -> Objects.requireNonNullElseGet(null, () -> null));
        attempt("checkIndex", () -> Objects.checkIndex(5, 5));
        attempt("checkFromToIndex", () -> Objects.checkFromToIndex(3, 2, 10));
        attempt("checkFromIndexSize", () -> Objects.checkFromIndexSize(8, 5, 10));
        attempt("charAt", () -> "abc".charAt(3));
        attempt("charAt neg", () -> "abc".charAt(-1));
        attempt("substring", () -> "abc".substring(2, 1));
        attempt("substring end", () -> "abc".substring(1, 5));
        attempt("substring begin", () -> "abc".substring(4));
        attempt("subSequence", () -> "abc".subSequence(-1, 2));
        attempt("codePointAt", () -> "abc".codePointAt(7));
        attempt("StringBuilder.charAt", () -> new StringBuilder("ab").charAt(2));
        attempt("StringBuilder.delete", () -> new StringBuilder("ab").delete(3, 4));
        attempt("StringBuilder.insert", () -> new StringBuilder("ab").insert(5, "x"));
        attempt("String.repeat", () -> "x".repeat(-1));
        attempt("ArrayList.get", () -> new ArrayList<>(List.of(1)).get(1));
        attempt("ArrayList.add idx", () -> {
            List<Integer> l = new ArrayList<>();
            l.add(2, 9);
            return l;
        });
        attempt("ArrayList.remove idx", () -> new ArrayList<>().remove(0));
        attempt("ArrayList.subList", () -> new ArrayList<>(List.of(1, 2)).subList(1, 3));
        attempt("ArrayList.subList order", () -> new ArrayList<>(List.of(1, 2)).subList(2, 1));
        attempt("ArrayList ctor", () -> new ArrayList<>(-1));
        attempt("LinkedList.get", () -> new LinkedList<>(List.of(1)).get(4));
        attempt("LinkedList.getFirst", () -> new LinkedList<>().getFirst());
        attempt("LinkedList.remove", () -> new LinkedList<>().remove());
        attempt("ArrayDeque.addFirst null", () -> {
            new ArrayDeque<String>().addFirst(null);
            return null;
        });
        attempt("ArrayDeque.pop", () -> new ArrayDeque<>().pop());
        attempt("Iterator.next", () -> new ArrayList<>().iterator().next());
        attempt("Iterator.remove", () -> {
            Iterator<Integer> it = new ArrayList<>(List.of(1)).iterator();
            it.remove();
            return it;
        });
        attempt("List.of null", () -> List.of("a", null));
        attempt("List.of add", () -> List.of(1).add(2));
        attempt("List.of get", () -> List.of(1, 2, 3).get(3));
        attempt("Set.of duplicate", () -> Set.of("a", "a"));
        attempt("Map.of duplicate", () -> Map.of("k", 1, "k", 2));
        attempt("Map.of null value", () -> Map.of("k", null));
        attempt("unmodifiableList.set", () -> Collections.unmodifiableList(new ArrayList<>(List.of(1))).set(0, 1));
        attempt("emptyList.get", () -> Collections.emptyList().get(0));
        attempt("singletonList.add", () -> Collections.singletonList(1).add(2));
        attempt("Arrays.asList.add", () -> Arrays.asList(1, 2).add(3));
        attempt("Arrays.asList.remove", () -> Arrays.asList(1, 2).remove(0));
        attempt("Arrays.copyOfRange", () -> Arrays.copyOfRange(new int[3], 2, 1));
        attempt("Arrays.copyOf neg", () -> Arrays.copyOf(new int[3], -1));
        attempt("Arrays.fill range", () -> {
            Arrays.fill(new int[3], 1, 5, 0);
            return null;
        });
        attempt("TreeMap non-comparable", () -> new TreeMap<Object, Integer>().put(new Plain(), 1));
        attempt("TreeSet mixed", () -> new TreeSet<Object>(List.of(1, "two")));
        attempt("TreeMap.firstKey", () -> new TreeMap<String, Integer>().firstKey());
        attempt("Optional.get", () -> Optional.empty().get());
        attempt("Optional.orElseThrow", () -> Optional.empty().orElseThrow());
        attempt("Optional.of null", () -> Optional.of(null));
        attempt("Integer.valueOf null", () -> Integer.valueOf((String) null));
        attempt("Character.toChars", () -> Character.toChars(-5));
        attempt("Character.toString", () -> Character.toString(0x110000));
        attempt("new String bad offset", () -> new String(new char[2], 1, 2));
        attempt("Thread.sleep negative", () -> {
            Thread.sleep(-1);
            return null;
        });
        attempt("Collections.max empty", () -> Collections.max(new ArrayList<Integer>()));
        attempt("List.copyOf null", () -> List.copyOf(Arrays.asList(1, null)));
        attempt("String.join null", () -> String.join(",", (List<String>) null));
        attempt("Comparable cast", () -> {
            Object[] arr = {new Plain(), new Plain()};
            Arrays.sort(arr);
            return arr.length;
        });
        attempt("Integer.parseInt radix", () -> Integer.parseInt("12", 40));
        attempt("Random bound", () -> new java.util.Random(1).nextInt(0));
        attempt("Random range", () -> new java.util.Random(1).ints(5, 3));
        attempt("Math.floorMod zero", () -> Math.floorMod(5, 0));
        attempt("BigInteger zero", () -> java.math.BigInteger.ONE.divide(java.math.BigInteger.ZERO));
        attempt("StringJoiner", () -> new java.util.StringJoiner(",", "[", "]").add("a").add(null).toString());
    }
}
