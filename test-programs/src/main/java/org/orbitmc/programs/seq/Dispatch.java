/*
 * Dispatch: how calls are bound. Static methods (hidden, chosen by static type), virtual
 * overriding, invokeinterface through several interfaces, default methods, private methods
 * (not overridden; nestmate private calls), super calls, overload resolution at compile time
 * versus overriding at run time, covariant return types, bridge methods generated for
 * generic interfaces (including a ClassCastException raised inside a bridge when called
 * through a raw type) and a virtual call from a superclass constructor that observes an
 * uninitialized subclass field.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.List;

public class Dispatch {
    static class Animal {
        static String kind() { return "Animal.kind"; }
        String name() { return "animal"; }
        private String secret() { return "Animal.secret"; }
        String describe() { return name() + "/" + secret(); }
        Animal self() { return this; }
        String greet(Animal other) { return "Animal greets Animal"; }
        String greet(Dog other) { return "Animal greets Dog"; }
    }

    static class Dog extends Animal {
        static String kind() { return "Dog.kind"; }
        @Override String name() { return "dog"; }
        private String secret() { return "Dog.secret"; }
        @Override Dog self() { return this; }
        String superName() { return super.name() + "+" + name(); }
        @Override String greet(Animal other) { return "Dog greets Animal"; }
        @Override String greet(Dog other) { return "Dog greets Dog"; }
        String dogSecret() { return secret(); }
    }

    static class Puppy extends Dog {
        @Override String name() { return "puppy"; }
        String chain() { return super.superName(); }
    }

    interface Walker { default String move() { return "walk"; } String id(); }
    interface Swimmer { String swim(); }
    static class Duck implements Walker, Swimmer {
        public String id() { return "duck"; }
        public String swim() { return "paddle"; }
    }
    static class Penguin implements Walker, Swimmer {
        public String id() { return "penguin"; }
        public String swim() { return "dive"; }
        public String move() { return "waddle (not " + Walker.super.move() + ")"; }
    }

    interface Transformer<T> { T apply(T t); }
    static class Upper implements Transformer<String> {
        public String apply(String s) { return s.toUpperCase(java.util.Locale.ROOT); }
    }
    static class Version implements Comparable<Version> {
        final int n;
        Version(int n) { this.n = n; }
        public int compareTo(Version o) { return Integer.compare(n, o.n); }
    }

    static abstract class Template {
        Template() { System.out.println("Template ctor sees: " + describe()); }
        abstract String describe();
    }
    static class Filled extends Template {
        private final String label = "filled";
        private String late = "late";
        Filled() { super(); System.out.println("Filled ctor sees: " + describe()); }
        String describe() { return label + "/" + late; }
    }

    static String over(Object o) { return "over(Object)"; }
    static String over(String s) { return "over(String)"; }
    static String over(CharSequence s) { return "over(CharSequence)"; }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        Animal a = new Dog();
        Dog d = (Dog) a;
        Animal p = new Puppy();
        System.out.println(Animal.kind() + " " + Dog.kind());
        System.out.println("a.name=" + a.name() + " a.describe=" + a.describe() + " dogSecret=" + d.dogSecret());
        System.out.println("superName=" + d.superName() + " puppy chain=" + ((Puppy) p).chain() + " puppy describe=" + p.describe());
        System.out.println("self covariant: " + d.self().name() + " via Animal: " + a.self().name());
        System.out.println(a.greet(a) + " | " + a.greet(d) + " | " + new Animal().greet(a) + " | " + new Animal().greet((Dog) a));
        List<Walker> walkers = new ArrayList<>();
        walkers.add(new Duck());
        walkers.add(new Penguin());
        for (Walker w : walkers) {
            System.out.println(w.id() + " moves by " + w.move() + " and swims by " + ((Swimmer) w).swim());
        }
        Transformer<String> t = new Upper();
        System.out.println("generic call=" + t.apply("bridge"));
        Transformer raw = t;
        try {
            raw.apply(Integer.valueOf(5));
        } catch (ClassCastException e) {
            System.out.println("bridge cast failed: " + e.getClass().getSimpleName());
        }
        Comparable c = new Version(3);
        System.out.println("compareTo via raw Comparable=" + c.compareTo(new Version(5)));
        Object s = "text";
        CharSequence cs = "text";
        System.out.println(over(s) + " " + over(cs) + " " + over("text") + " " + over((Object) null));
        new Filled();
        Object[] things = {new Dog(), new Puppy(), new Animal(), "str", 42};
        for (Object o : things) {
            String r = o instanceof Dog ? "Dog:" + ((Dog) o).name() : o instanceof Animal ? "Animal:" + ((Animal) o).name() : "other:" + o;
            System.out.println(o.getClass().getSimpleName() + " -> " + r);
        }
    }
}
