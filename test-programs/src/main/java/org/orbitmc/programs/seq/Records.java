/*
 * Records: generated toString/equals/hashCode/accessors, compact canonical constructors that
 * validate and normalize, explicit accessors, static factories, nested and generic records,
 * a local record, records implementing interfaces, double/float components (equality follows
 * Double.compare, so 0.0 != -0.0 and NaN == NaN), array components (reference equality; their
 * toString is never printed) and records used as HashMap/TreeMap keys.
 */
package org.orbitmc.programs.seq;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

public class Records {
    record Point(int x, int y) {
        static Point origin() { return new Point(0, 0); }
        Point plus(Point o) { return new Point(x + o.x, y + o.y); }
    }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) throw new IllegalArgumentException("lo > hi: " + lo + " > " + hi);
        }
    }

    record Name(String first, String last) {
        Name {
            first = first.trim();
            last = last == null ? "?" : last.trim();
        }
        public String first() { return "[" + first + "]"; }
    }

    record Measure(double value, float weight) { }
    record Holder(int[] data) { }
    record Line(Point from, Point to) {
        double length() { return Math.sqrt(Math.pow(to.x() - from.x(), 2) + Math.pow(to.y() - from.y(), 2)); }
    }
    record Pair<A, B>(A first, B second) { }
    interface Shape { double area(); }
    record Rect(double w, double h) implements Shape, Comparable<Rect> {
        public double area() { return w * h; }
        public int compareTo(Rect o) { return Double.compare(area(), o.area()); }
    }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        Point q = new Point(3, 4);
        System.out.println(p + " equals " + q + " = " + p.equals(q) + ", same=" + (p == q) + ", hash equal=" + (p.hashCode() == q.hashCode()));
        System.out.println("hashCode=" + p.hashCode() + " origin=" + Point.origin() + " plus=" + p.plus(new Point(-1, 10)));
        System.out.println("x=" + p.x() + " y=" + p.y() + " equals null=" + p.equals(null) + " equals string=" + p.equals("Point[x=3, y=4]"));
        try {
            new Range(5, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("compact ctor rejected: " + e.getMessage());
        }
        System.out.println(new Range(1, 5) + " hash=" + new Range(1, 5).hashCode());
        Name n = new Name("  Ada ", null);
        System.out.println(n + " first()=" + n.first() + " last()=" + n.last() + " equal=" + n.equals(new Name("Ada", "?")));
        Measure m1 = new Measure(0.0, 1f), m2 = new Measure(-0.0, 1f);
        Measure nan1 = new Measure(Double.NaN, Float.NaN), nan2 = new Measure(0.0 / 0.0, 0f / 0f);
        System.out.println(m1 + " vs " + m2 + " equals=" + m1.equals(m2) + " ==components=" + (m1.value() == m2.value()));
        System.out.println(nan1 + " vs " + nan2 + " equals=" + nan1.equals(nan2) + " hash equal=" + (nan1.hashCode() == nan2.hashCode()));
        System.out.println("measure hash=" + new Measure(1.5, 2.5f).hashCode());
        int[] arr = {1, 2};
        Holder h1 = new Holder(arr), h2 = new Holder(arr), h3 = new Holder(new int[] {1, 2});
        System.out.println("array record: same array equals=" + h1.equals(h2) + " equal contents equals=" + h1.equals(h3));
        Line line = new Line(new Point(0, 0), new Point(3, 4));
        System.out.println(line + " length=" + line.length());
        Pair<String, Pair<Integer, Boolean>> nested = new Pair<>("outer", new Pair<>(1, true));
        Pair<String, Object> withNull = new Pair<>(null, null);
        System.out.println(nested + " second.first=" + nested.second().first() + " nulls=" + withNull + " nullHash=" + withNull.hashCode());
        record Local(String tag, long count) { }
        Local local = new Local("local", 99L);
        System.out.println(local + " simple name=" + local.getClass().getSimpleName() + " isRecord via instanceof=" + (local instanceof Record));

        Map<Point, String> map = new HashMap<>();
        for (int i = 0; i < 5; i++) {
            map.put(new Point(i, i * i), "v" + i);
        }
        map.put(new Point(2, 4), "replaced");
        System.out.println("map size=" + map.size() + " get(2,4)=" + map.get(new Point(2, 4)) + " get(9,9)=" + map.get(new Point(9, 9)));
        System.out.println("hash map iteration: " + map);
        Map<Rect, String> tree = new TreeMap<>();
        tree.put(new Rect(2, 3), "six");
        tree.put(new Rect(1, 1), "one");
        tree.put(new Rect(10, 0.5), "five");
        tree.put(new Rect(3, 2), "six again");
        System.out.println("tree=" + tree);
        Shape s = new Rect(1.5, 4);
        System.out.println("shape area=" + s.area() + " toString=" + s);
    }
}
