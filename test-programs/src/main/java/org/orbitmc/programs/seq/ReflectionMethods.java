/*
 * ReflectionMethods: declared and public methods and constructors through java.lang.reflect: names, parameter,
 * return and exception types, modifiers, varargs/bridge/default/synthetic flags, generic signatures, inherited
 * public methods of classes and interfaces, getMethod/getDeclaredConstructor lookups and NoSuchMethodException.
 * Output is sorted: the order of getDeclaredMethods is unspecified.
 */
package org.orbitmc.programs.seq;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

public class ReflectionMethods {
    interface Shape extends Comparable<Shape> {
        double area();

        default String describe() {
            return "shape of area " + area();
        }

        static Shape unit() {
            return new Square(1);
        }
    }

    static abstract class Base implements Shape {
        protected int id;

        protected Base() {
        }

        Base(int id) {
            this.id = id;
        }

        public abstract double area();

        @Override
        public int compareTo(Shape o) {
            return Double.compare(area(), o.area());
        }

        protected void log(String... parts) throws IOException {
        }
    }

    static final class Square extends Base implements Supplier<String> {
        private final double side;

        public Square(double side) {
            super(7);
            this.side = side;
        }

        private Square(int a, long b) throws IllegalStateException, IOException {
            this(a + b);
        }

        @Override
        public double area() {
            return side * side;
        }

        @Override
        public String get() {
            return "square";
        }

        public static synchronized <T extends Comparable<T>> List<T> sorted(List<T> in) {
            List<T> out = new ArrayList<>(in);
            Collections.sort(out);
            return out;
        }

        private native void nothing();
    }

    static String describe(Executable e) {
        return Modifier.toString(e.getModifiers()) + " " + e.getName() + Arrays.toString(e.getParameterTypes())
                + " throws " + Arrays.toString(e.getExceptionTypes()) + (e.isVarArgs() ? " varargs" : "")
                + (e.isSynthetic() ? " synthetic" : "");
    }

    static List<String> sortedLines(List<String> lines) {
        Collections.sort(lines);
        return lines;
    }

    public static void main(String[] args) throws Exception {
        List<String> lines = new ArrayList<>();
        for (Method m : Square.class.getDeclaredMethods()) {
            lines.add(describe(m) + " -> " + m.getReturnType().getSimpleName() + (m.isBridge() ? " bridge" : ""));
        }
        sortedLines(lines).forEach(System.out::println);

        lines.clear();
        for (Method m : Square.class.getMethods()) {
            lines.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + m.getParameterCount());
        }
        System.out.println(sortedLines(lines));

        lines.clear();
        for (Method m : Shape.class.getDeclaredMethods()) {
            lines.add(m.getName() + " default=" + m.isDefault() + " abstract=" + Modifier.isAbstract(m.getModifiers())
                    + " static=" + Modifier.isStatic(m.getModifiers()));
        }
        sortedLines(lines).forEach(System.out::println);

        lines.clear();
        for (Constructor<?> c : Square.class.getDeclaredConstructors()) {
            lines.add(describe(c));
        }
        sortedLines(lines).forEach(System.out::println);
        System.out.println(Square.class.getConstructors().length + " public constructor(s); Base has "
                + Base.class.getDeclaredConstructors().length);

        Method sorted = Square.class.getMethod("sorted", List.class);
        System.out.println(sorted);
        System.out.println(sorted.toGenericString());
        System.out.println(sorted.getGenericReturnType() + " " + Arrays.toString(sorted.getGenericParameterTypes())
                + " " + Arrays.toString(sorted.getTypeParameters()));
        Method log = Base.class.getDeclaredMethod("log", String[].class);
        System.out.println(log + " varargs=" + log.isVarArgs());
        System.out.println(Square.class.getDeclaredConstructor(int.class, long.class));
        System.out.println(Object.class.getMethod("hashCode") + " " + String.class.getMethod("length").getReturnType());
        System.out.println(Comparable.class.getMethod("compareTo", Object.class).toGenericString());
        try {
            Square.class.getMethod("nothing");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException: " + e.getMessage());
        }
        try {
            Square.class.getConstructor(int.class);
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException: " + e.getMessage());
        }
        Method a1 = Square.class.getMethod("area");
        Method a2 = Square.class.getMethod("area");
        System.out.println(a1.equals(a2) + " " + (a1 == a2) + " " + (a1.hashCode() == a2.hashCode()));
        System.out.println(int[].class.getMethods().length == Object.class.getMethods().length);
        System.out.println(int.class.getDeclaredMethods().length + " " + Runnable.class.getDeclaredConstructors().length);
        System.out.println(Arrays.toString(Runnable.class.getMethods()));
    }
}
