/*
 * InstanceofPatterns: Java 16 pattern matching for instanceof: binding variables, scope of
 * the binding in && chains and in negated early-return form, patterns on boxed numbers,
 * strings, arrays, records and interfaces, instanceof with null (false, no binding), a
 * generic-typed pattern, and a classic equals implementation written with a pattern.
 */
package org.orbitmc.programs.seq;

import java.util.List;
import java.util.Map;

public class InstanceofPatterns {
    record Point(int x, int y) { }
    record Circle(Point center, double radius) { }
    interface Shape { }
    record Square(double side) implements Shape { }

    static final class Money {
        final long cents;
        final String currency;
        Money(long cents, String currency) { this.cents = cents; this.currency = currency; }
        @Override public boolean equals(Object o) {
            return o instanceof Money m && m.cents == cents && m.currency.equals(currency);
        }
        @Override public int hashCode() { return Long.hashCode(cents) * 31 + currency.hashCode(); }
    }

    static String describe(Object o) {
        if (o instanceof Integer i && i > 100) return "big int " + i;
        if (o instanceof Integer i) return "int " + (i * 2);
        if (o instanceof Long l) return "long " + Long.toHexString(l);
        if (o instanceof Double d && !d.isNaN()) return "double " + Math.floor(d);
        if (o instanceof String s && !s.isEmpty()) return "string of length " + s.length() + " first=" + s.charAt(0);
        if (o instanceof String) return "empty string";
        if (o instanceof int[] arr) return "int[] sum=" + java.util.Arrays.stream(arr).sum();
        if (o instanceof Object[] arr) return "Object[] length=" + arr.length;
        if (o instanceof Circle c && c.radius() > 0) return "circle at " + c.center().x() + "," + c.center().y() + " r=" + c.radius();
        if (o instanceof Shape sh) return "shape " + sh;
        if (o instanceof List<?> list) return "list size " + list.size();
        if (o instanceof Map<?, ?> map) return "map size " + map.size();
        return "other: " + (o == null ? "null" : o.getClass().getSimpleName());
    }

    static int lengthOrMinus(Object o) {
        if (!(o instanceof CharSequence cs)) {
            return -1;
        }
        return cs.length();
    }

    public static void main(String[] args) {
        Object[] samples = {5, 500, 7L, 2.75, Double.NaN, "hello", "", new int[] {1, 2, 3}, new String[] {"a"}, new Circle(new Point(1, 2), 3.5),
                new Square(2), List.of(1, 2), Map.of("k", "v"), null, 'c', new StringBuilder("sb")};
        for (Object o : samples) System.out.println(describe(o));
        System.out.println("lengthOrMinus: " + lengthOrMinus("abc") + " " + lengthOrMinus(new StringBuilder("xy")) + " " + lengthOrMinus(42) + " " + lengthOrMinus(null));
        Object nothing = null;
        System.out.println("null instanceof String=" + (nothing instanceof String) + " pattern=" + (nothing instanceof String s && s.isEmpty()));
        Money a = new Money(1999, "EUR"), b = new Money(1999, "EUR"), c = new Money(1999, "USD");
        System.out.println("money equals: " + a.equals(b) + " " + a.equals(c) + " " + a.equals("EUR") + " hash equal=" + (a.hashCode() == b.hashCode()));
        Object num = 42;
        int total = 0;
        if (num instanceof Integer n) {
            for (int i = 0; i < n; i++) total += i;
        }
        System.out.println("binding used in loop: total=" + total);
        Object maybe = "pattern";
        String result = maybe instanceof String str ? str.toUpperCase(java.util.Locale.ROOT) : "not a string";
        System.out.println("ternary with pattern: " + result);
        Object nested = new Circle(new Point(-4, 9), 0.5);
        if (nested instanceof Circle circle) {
            Point p = circle.center();
            System.out.println("nested record access: " + (p.x() + p.y()) + " area=" + Math.PI * circle.radius() * circle.radius());
        }
        int strings = 0, numbers = 0;
        for (Object o : samples) {
            if (o instanceof String) strings++;
            else if (o instanceof Number n && n.intValue() != 0) numbers++;
        }
        System.out.println("strings=" + strings + " non-zero numbers=" + numbers);
    }
}
