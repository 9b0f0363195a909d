/*
 * ModernLanguage: records implementing interfaces with static factories and validation,
 * generic records with bounded components, records with varargs/array components (equals is
 * identity on arrays), interfaces with private and private static helpers and generic default
 * methods, var in loops and lambdas, enhanced for over arrays of records with instanceof
 * patterns, switch on strings that collide ("Aa"/"BB",
 * "AaAa"/"BBBB"), a class initialization cycle between two classes (one sees the other's
 * default value), static nested generic builders, and anonymous classes capturing effectively
 * final locals.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

public class ModernLanguage {
    interface Shape extends Comparable<Shape> {
        double area();

        default String describe() {
            return name() + "[" + fmt(area()) + "]";
        }

        private String name() {
            return getClass().getSimpleName().toLowerCase();
        }

        private static String fmt(double d) {
            return String.format(java.util.Locale.ROOT, "%.3f", d);
        }

        @Override
        default int compareTo(Shape other) {
            return Double.compare(area(), other.area());
        }

        static Shape parse(String spec) {
            String[] parts = spec.split(":");
            return switch (parts[0]) {
                case "circle" -> Circle.of(Double.parseDouble(parts[1]));
                case "rect" -> new Rect(Double.parseDouble(parts[1]), Double.parseDouble(parts[2]));
                default -> throw new IllegalArgumentException("unknown shape " + parts[0]);
            };
        }
    }

    record Circle(double radius) implements Shape {
        Circle {
            if (radius < 0) throw new IllegalArgumentException("negative radius " + radius);
        }

        static Circle of(double r) {
            return new Circle(r);
        }

        @Override
        public double area() {
            return Math.PI * radius * radius;
        }
    }

    record Rect(double w, double h) implements Shape {
        @Override
        public double area() {
            return w * h;
        }

        @Override
        public String describe() {
            return "rect " + w + "x" + h + " -> " + Shape.super.describe();
        }
    }

    record Pair<A extends Comparable<A>, B>(A first, B second) {
        <C> Pair<A, C> withSecond(C c) {
            return new Pair<>(first, c);
        }

        static <T extends Comparable<T>> Pair<T, T> ordered(T x, T y) {
            return x.compareTo(y) <= 0 ? new Pair<>(x, y) : new Pair<>(y, x);
        }
    }

    record Tagged(String tag, int... values) {
        int sum() {
            return Arrays.stream(values).sum();
        }
    }

    record Line(Pair<Integer, Integer> from, Pair<Integer, Integer> to) {
    }

    interface Transformer<T> {
        T apply(T t);

        default <R> Function<T, R> andThenMap(Function<? super T, ? extends R> f) {
            return t -> f.apply(apply(t));
        }

        default Transformer<T> twice() {
            return t -> apply(apply(t));
        }

        static <T> Transformer<T> identity() {
            return t -> t;
        }
    }

    static class Alpha {
        static final List<String> LOG = new ArrayList<>();
        static int alphaValue = Beta.betaValue + 1;
        static {
            LOG.add("Alpha init, sees Beta.betaValue=" + Beta.betaValue);
        }
    }

    static class Beta {
        static int betaValue = Alpha.alphaValue + 10;
        static {
            Alpha.LOG.add("Beta init, sees Alpha.alphaValue=" + Alpha.alphaValue);
        }
    }

    static String collide(String s) {
        switch (s) {
            case "Aa":
                return "Aa-branch";
            case "BB":
                return "BB-branch";
            case "AaAa":
            case "BBBB":
                return "four-" + s;
            case "AaBB":
                return "mixed";
            default:
                return "default(" + s.hashCode() + ")";
        }
    }

    static final class Builder<T> {
        private final List<T> items = new ArrayList<>();
        private Comparator<? super T> order;

        Builder<T> add(T t) {
            items.add(Objects.requireNonNull(t, "item"));
            return this;
        }

        Builder<T> sortedBy(Comparator<? super T> c) {
            order = c;
            return this;
        }

        List<T> build() {
            List<T> copy = new ArrayList<>(items);
            if (order != null) copy.sort(order);
            return List.copyOf(copy);
        }
    }

    public static void main(String[] args) {
        var shapes = new ArrayList<Shape>();
        for (var spec : new String[] {"circle:1", "rect:2:3", "circle:0.5", "rect:1.5:1.5"}) shapes.add(Shape.parse(spec));
        shapes.sort(null);
        for (var s : shapes) System.out.println(s.describe() + " | " + s);
        try {
            Shape.parse("circle:-1");
        } catch (IllegalArgumentException e) {
            System.out.println("validation: " + e.getMessage());
        }
        try {
            Shape.parse("hexagon:1");
        } catch (IllegalArgumentException e) {
            System.out.println("factory: " + e.getMessage());
        }
        System.out.println("record equality: " + new Circle(2).equals(Circle.of(2)) + " " + new Rect(1, 2).equals(new Rect(2, 1)) + " hash equal=" + (new Rect(1, 2).hashCode() == new Rect(1, 2).hashCode()));

        Pair<String, Integer> p = new Pair<>("k", 1);
        Pair<String, List<String>> q = p.withSecond(List.of("a", "b"));
        System.out.println(p + " " + q + " ordered=" + Pair.ordered(9, 3) + " " + Pair.ordered("pear", "apple") + " equals=" + p.equals(new Pair<>("k", 1)));
        Tagged t1 = new Tagged("t", 1, 2, 3);
        Tagged t2 = new Tagged("t", 1, 2, 3);
        System.out.println("varargs record sum=" + t1.sum() + " equals (array identity)=" + t1.equals(t2) + " self=" + t1.equals(t1) + " empty=" + new Tagged("e").sum());

        Line[] lines = {new Line(new Pair<>(0, 0), new Pair<>(3, 4)), new Line(new Pair<>(1, 1), new Pair<>(1, 5)), new Line(new Pair<>(-2, 3), new Pair<>(2, 0))};
        for (Line line : lines) {
            Object o = line;
            if (o instanceof Line l && l.from() != null && l.to() != null) {
                Pair<Integer, Integer> f = l.from();
                Pair<Integer, Integer> to = l.to();
                int dx = to.first() - f.first();
                int dy = to.second() - f.second();
                System.out.println(line + " length=" + Math.sqrt(dx * dx + dy * dy) + (dx == 0 ? " vertical" : ""));
            }
        }

        Transformer<Integer> inc = x -> x + 1;
        Transformer<String> shout = s -> s.toUpperCase() + "!";
        System.out.println("twice=" + inc.twice().apply(5) + " andThenMap=" + inc.andThenMap(x -> "#" + x).apply(41) + " shout twice=" + shout.twice().apply("hi") + " identity=" + Transformer.<String>identity().apply("same"));

        System.out.println("Beta first: betaValue=" + Beta.betaValue + " alphaValue=" + Alpha.alphaValue + " log=" + Alpha.LOG);

        for (String s : new String[] {"Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "C#"}) {
            System.out.println(s + " (" + s.hashCode() + ") -> " + collide(s));
        }

        List<String> names = new Builder<String>().add("delta").add("alpha").add("charlie").sortedBy(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder())).build();
        System.out.println("builder=" + names);
        try {
            new Builder<String>().add(null);
        } catch (NullPointerException e) {
            System.out.println("builder null: " + e.getMessage());
        }
        int base = 100;
        Comparator<Integer> closeness = new Comparator<>() {
            @Override
            public int compare(Integer a, Integer b) {
                return Integer.compare(Math.abs(a - base), Math.abs(b - base));
            }
        };
        List<Integer> nums = new ArrayList<>(List.of(150, 90, 101, 30, 99, 200));
        nums.sort(closeness.thenComparing(Comparator.naturalOrder()));
        System.out.println("closest to " + base + ": " + nums);
        var counter = new Object() {
            int hits;
            void hit() {
                hits++;
            }
        };
        for (int i = 0; i < 5; i++) counter.hit();
        System.out.println("anonymous var members: " + counter.hits);
    }
}
