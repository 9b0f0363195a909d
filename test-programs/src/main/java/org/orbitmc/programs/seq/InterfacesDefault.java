/*
 * InterfacesDefault: default methods and their resolution rules: a class method beats an
 * interface default, a more specific interface beats a less specific one, a diamond conflict
 * must be resolved explicitly with X.super.m(), abstract re-declaration of a default, static
 * interface methods (not inherited), private interface methods (static and instance) used by
 * defaults, interface constants, and functional interfaces with default and static helpers.
 */
package org.orbitmc.programs.seq;

public class InterfacesDefault {
    interface Named {
        String name();
        default String greet() { return "Hello, " + decorate(name()); }
        private String decorate(String s) { return "<" + s + ">"; }
        static Named of(String n) { return () -> n; }
    }

    interface Polite extends Named {
        @Override default String greet() { return "Good day, " + name() + suffix(); }
        private static String suffix() { return "."; }
    }

    interface Loud {
        default String greet() { return "HEY!"; }
        int VOLUME = 11;
    }

    static class Person implements Polite {
        public String name() { return "Ada"; }
    }

    static class Robot implements Named, Loud {
        public String name() { return "R2"; }
        @Override public String greet() { return Named.super.greet() + " / " + Loud.super.greet() + " volume " + VOLUME; }
    }

    static class Overrider implements Polite {
        public String name() { return "Bob"; }
        public String greet() { return "class wins: " + Polite.super.greet(); }
    }

    interface Shape {
        double area();
        default String info() { return getClass().getSimpleName() + " area=" + area(); }
    }
    interface Abstracted extends Shape {
        @Override String info();
    }
    static class Square implements Abstracted {
        public double area() { return 4; }
        public String info() { return "square must implement info: " + area(); }
    }
    static class Circle implements Shape {
        public double area() { return 3.0; }
    }

    interface Counter {
        int next();
        default Counter skip(int n) { return () -> { int v = 0; for (int i = 0; i <= n; i++) v = next(); return v; }; }
        static Counter from(int start) {
            int[] cell = {start};
            return () -> cell[0]++;
        }
    }

    interface Base { default String who() { return "Base"; } }
    interface Left extends Base { }
    interface Right extends Base { default String who() { return "Right"; } }
    static class Diamond implements Left, Right { }

    public static void main(String[] args) {
        System.out.println(new Person().greet());
        System.out.println(new Robot().greet());
        System.out.println(new Overrider().greet());
        System.out.println(Named.of("lambda").greet());
        System.out.println(new Square().info() + " | " + new Circle().info());
        System.out.println("diamond picks most specific: " + new Diamond().who());
        Counter c = Counter.from(10);
        System.out.println("counter " + c.next() + " " + c.next() + " skip(2) -> " + c.skip(2).next() + " then " + c.next());
        Named n = new Person();
        Polite p = new Person();
        System.out.println("through interfaces: " + n.greet() + " | " + p.greet() + " | Loud.VOLUME=" + Loud.VOLUME);
        Object o = new Robot();
        System.out.println("instanceof Named=" + (o instanceof Named) + " Loud=" + (o instanceof Loud) + " Polite=" + (o instanceof Polite));
        Runnable r = () -> System.out.println("Runnable is a functional interface");
        r.run();
        java.util.function.Function<Integer, Integer> f = x -> x + 1;
        System.out.println("Function default andThen=" + f.andThen(x -> x * 10).apply(1) + " static identity=" + java.util.function.Function.identity().apply("id"));
    }
}
