/*
 * ObjectMethods: equals/hashCode/toString contracts for user classes: reflexive, symmetric,
 * transitive and null-safe equals, the classic symmetry break between a class and a subclass
 * that adds state (and the getClass()-based fix), equal objects having equal hash codes,
 * HashSet/HashMap behaviour with and without a consistent hashCode (a class that overrides
 * only equals is found only by identity, so only the boolean outcome of such lookups for the
 * same instance is printed), getClass() equality versus instanceof, and Objects helpers
 * (equals, requireNonNull with message, requireNonNullElse, toString with default, compare,
 * checkIndex messages).
 */
package org.orbitmc.programs.seq;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

public class ObjectMethods {
    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "Point(" + x + "," + y + ")"; }
    }

    static class ColorPoint extends Point {
        final String color;
        ColorPoint(int x, int y, String color) { super(x, y); this.color = color; }
        @Override public boolean equals(Object o) {
            if (!(o instanceof ColorPoint)) return false;
            return super.equals(o) && color.equals(((ColorPoint) o).color);
        }
        @Override public int hashCode() { return 31 * super.hashCode() + color.hashCode(); }
        @Override public String toString() { return color + super.toString(); }
    }

    static final class StrictPoint {
        final int x, y;
        StrictPoint(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            return o != null && o.getClass() == getClass() && ((StrictPoint) o).x == x && ((StrictPoint) o).y == y;
        }
        @Override public int hashCode() { return 31 * x + y; }
    }

    static class EqualsOnly {
        final int v;
        EqualsOnly(int v) { this.v = v; }
        @Override public boolean equals(Object o) { return o instanceof EqualsOnly e && e.v == v; }
    }

    public static void main(String[] args) {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(1, 2);
        System.out.println("reflexive=" + a.equals(a) + " symmetric=" + (a.equals(b) && b.equals(a)) + " transitive=" + (a.equals(b) && b.equals(c) && a.equals(c))
                + " null=" + a.equals(null) + " other type=" + a.equals("Point(1,2)") + " hash equal=" + (a.hashCode() == b.hashCode()) + " hash=" + a.hashCode());
        ColorPoint red = new ColorPoint(1, 2, "red"), blue = new ColorPoint(1, 2, "blue");
        System.out.println("symmetry broken: point.equals(red)=" + a.equals(red) + " red.equals(point)=" + red.equals(a) + " red.equals(blue)=" + red.equals(blue)
                + " transitivity broken: red~point~blue but red.equals(blue)=" + red.equals(blue));
        System.out.println("toString: " + a + " " + red + " getClass equal=" + (a.getClass() == b.getClass()) + " vs subclass=" + (a.getClass() == red.getClass())
                + " instanceof=" + (red instanceof Point) + " class names " + a.getClass().getSimpleName() + "/" + red.getClass().getSimpleName());
        StrictPoint s1 = new StrictPoint(3, 4), s2 = new StrictPoint(3, 4);
        System.out.println("getClass-based equals: " + s1.equals(s2) + " hash=" + s1.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(a);
        set.add(b);
        set.add(red);
        set.add(new Point(2, 1));
        System.out.println("HashSet of points size=" + set.size() + " contains(new Point(1,2))=" + set.contains(new Point(1, 2)) + " contains blue="
                + set.contains(blue));
        Map<Point, String> map = new HashMap<>();
        map.put(new Point(0, 0), "origin");
        System.out.println("lookup with equal key=" + map.get(new Point(0, 0)));
        EqualsOnly e1 = new EqualsOnly(5);
        Set<EqualsOnly> broken = new HashSet<>();
        broken.add(e1);
        System.out.println("equals-only class: same instance found=" + broken.contains(e1) + " equals=" + e1.equals(new EqualsOnly(5)));
        System.out.println("Objects.equals: " + Objects.equals(null, null) + " " + Objects.equals(a, null) + " " + Objects.equals(a, b) + " deepEquals arrays="
                + Objects.deepEquals(new int[] {1}, new int[] {1}) + " toString(null, default)=" + Objects.toString(null, "none") + " toString(null)="
                        + Objects.toString(null)
                + " requireNonNullElse=" + Objects.requireNonNullElse(null, "else") + " compare=" + Objects.compare("a", "b", String::compareTo) + " isNull="
                        + Objects.isNull(null));
        try {
            Objects.requireNonNull(null, "value must not be null");
        } catch (NullPointerException ex) {
            System.out.println("requireNonNull custom message: " + ex.getMessage());
        }
        try {
            Objects.requireNonNull(null, () -> "supplied message");
        } catch (NullPointerException ex) {
            System.out.println("requireNonNull supplier message: " + ex.getMessage());
        }
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("checkIndex: " + ex.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 5);
        } catch (IndexOutOfBoundsException ex) {
            System.out.println("checkFromToIndex: " + ex.getMessage());
        }
        Object o1 = new Object(), o2 = new Object();
        System.out.println("plain Objects: equals self=" + o1.equals(o1) + " equals other=" + o1.equals(o2) + " hash stable=" + (o1.hashCode() == o1.hashCode())
                + " class=" + o1.getClass().getName());
    }
}
