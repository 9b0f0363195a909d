/*
 * HashCodes: hash codes whose values are specified by the platform and so are identical on
 * every JVM: String.hashCode (including the empty string and collisions), the boxed types
 * (Boolean 1231/1237, Long folding, Double/Float bit patterns incl. -0.0 and NaN, Character,
 * Byte, Short), Objects.hash/Objects.hashCode, Arrays.hashCode, List/Set/Map hashCode
 * contracts (Set = sum, Map = sum of key^value), Map.Entry hashCode, Optional, BigInteger and
 * BigDecimal, records with primitive and String components, and a user class with a
 * hand-written hashCode. Identity hash codes (including those of enums) are never printed.
 */
package org.orbitmc.programs.seq;

import java.util.AbstractMap;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

public class HashCodes {
    record Point(int x, int y) { }
    record Person(String name, long id, boolean active, double score) { }

    static final class Key {
        final String a;
        final int b;
        Key(String a, int b) { this.a = a; this.b = b; }
        @Override public int hashCode() { return 31 * a.hashCode() + b; }
        @Override public boolean equals(Object o) { return o instanceof Key k && k.a.equals(a) && k.b == b; }
    }

    public static void main(String[] args) {
        String[] strings = {"", "a", "ab", "hello", "Hello", "Aa", "BB", "polygenelubricants", "java.lang.String", "the quick brown fox jumps over the lazy dog"};
        for (String s : strings) System.out.println("String '" + s + "'.hashCode=" + s.hashCode());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append((char) ('a' + i % 26));
        System.out.println("long string hash=" + big.toString().hashCode() + " non-ASCII hash=" + "caf\u00e9\u4e2d".hashCode());
        System.out.println("Boolean: " + Boolean.hashCode(true) + " " + Boolean.FALSE.hashCode());
        System.out.println("Integer: " + Integer.hashCode(-7) + " Long: " + Long.hashCode(1L << 32) + " " + Long.valueOf(-1).hashCode() + " "
                + Long.hashCode(Long.MIN_VALUE));
        System.out.println("Double: " + Double.hashCode(0.0) + " " + Double.hashCode(-0.0) + " " + Double.hashCode(1.5) + " " + Double.hashCode(Double.NaN) + " "
                + Double.valueOf(Math.PI).hashCode());
        System.out.println("Float: " + Float.hashCode(0.0f) + " " + Float.hashCode(-0.0f) + " " + Float.hashCode(1.5f) + " " + Float.hashCode(Float.NaN));
        System.out.println("Character: " + Character.hashCode('A') + " Byte: " + Byte.hashCode((byte) -1) + " Short: " + Short.hashCode((short) -1));
        System.out.println("Objects.hash()=" + Objects.hash() + " hash(1)=" + Objects.hash(1) + " hash(1,2,3)=" + Objects.hash(1, 2, 3) + " hash(\"a\",null)="
                + Objects.hash("a", null)
                + " hashCode(null)=" + Objects.hashCode(null) + " hashCode(\"x\")=" + Objects.hashCode("x"));
        System.out.println("Arrays.hashCode ints=" + Arrays.hashCode(new int[] {1, 2, 3}) + " equals List.of hash="
                + (Arrays.hashCode(new Integer[] {1, 2, 3}) == List.of(1, 2, 3).hashCode())
                + " chars=" + Arrays.hashCode("abc".toCharArray()) + " bytes=" + Arrays.hashCode(new byte[] {-1, 0, 1}) + " booleans="
                        + Arrays.hashCode(new boolean[] {true, false}));
        List<String> list = List.of("x", "y", "z");
        System.out.println("List.hashCode=" + list.hashCode() + " ArrayList same=" + (new java.util.ArrayList<>(list).hashCode() == list.hashCode()) + " empty="
                + List.of().hashCode());
        Set<Integer> set = new HashSet<>(List.of(10, 20, 30));
        System.out.println("Set.hashCode(sum)=" + set.hashCode() + " Set.of same=" + (Set.of(30, 10, 20).hashCode() == set.hashCode()));
        Map<String, Integer> map = new TreeMap<>(Map.of("a", 1, "b", 2));
        System.out.println("Map.hashCode=" + map.hashCode() + " expected=" + (("a".hashCode() ^ 1) + ("b".hashCode() ^ 2)) + " Map.of same="
                + (Map.of("b", 2, "a", 1).hashCode() == map.hashCode())
                + " entry=" + new AbstractMap.SimpleEntry<>("k", "v").hashCode() + " Map.entry=" + Map.entry("k", "v").hashCode());
        System.out.println("Optional=" + Optional.of("v").hashCode() + " empty=" + Optional.empty().hashCode());
        System.out.println("record Point(3,4)=" + new Point(3, 4).hashCode() + " Point(0,0)=" + new Point(0, 0).hashCode() + " Person="
                + new Person("ann", 42L, true, 1.5).hashCode());
        System.out.println("user Key=" + new Key("k", 5).hashCode() + " equal keys equal hashes=" + (new Key("k", 5).hashCode() == new Key("k", 5).hashCode()));
        int collisions = 0;
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 5000; i++) if (!seen.add(("key" + i).hashCode())) collisions++;
        System.out.println("collisions among 5000 keys=" + collisions);
        System.out.println("BigInteger=" + new java.math.BigInteger("123456789012345678901234567890").hashCode() + " BigDecimal="
                + new java.math.BigDecimal("1.50").hashCode()
                + " StringBuilder content hash via toString=" + new StringBuilder("sb").toString().hashCode());
    }
}
