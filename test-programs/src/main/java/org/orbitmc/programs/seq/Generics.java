/*
 * Generics: generic classes and methods, bounded type parameters (T extends Comparable<? super
 * T>), upper and lower bounded wildcards (PECS copy), recursive bounds, generic arrays created
 * as (T[]) new Object[n], erasure made visible: raw types, heap pollution detected late by a
 * checkcast inserted at the use site (ClassCastException), generic methods with explicit type
 * arguments, a generic stack with a map method, a generic record pair with a static generic
 * factory, and a self-referential (CRTP-style) bound.
 */
package org.orbitmc.programs.seq;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.function.Function;

public class Generics {
    static final class Stack<T> {
        private T[] items;
        private int size;
        @SuppressWarnings("unchecked")
        Stack(int capacity) { items = (T[]) new Object[capacity]; }
        void push(T t) {
            if (size == items.length) items = Arrays.copyOf(items, size * 2);
            items[size++] = t;
        }
        T pop() {
            T t = items[--size];
            items[size] = null;
            return t;
        }
        boolean isEmpty() { return size == 0; }
        <R> Stack<R> map(Function<? super T, ? extends R> f) {
            Stack<R> out = new Stack<>(Math.max(1, size));
            for (int i = 0; i < size; i++) out.push(f.apply(items[i]));
            return out;
        }
        @Override public String toString() { return Arrays.toString(Arrays.copyOf(items, size)); }
    }

    record Pair<A, B>(A first, B second) {
        static <X> Pair<X, X> twin(X x) { return new Pair<>(x, x); }
        Pair<B, A> swap() { return new Pair<>(second, first); }
    }

    static <T extends Comparable<? super T>> T max(Collection<? extends T> items) {
        T best = null;
        for (T t : items) if (best == null || t.compareTo(best) > 0) best = t;
        return best;
    }

    static <T> void copy(List<? super T> dst, List<? extends T> src) {
        for (T t : src) dst.add(t);
    }

    static double sum(Collection<? extends Number> nums) {
        double s = 0;
        for (Number n : nums) s += n.doubleValue();
        return s;
    }

    static abstract class Animal<SELF extends Animal<SELF>> implements Comparable<SELF> {
        final int weight;
        Animal(int weight) { this.weight = weight; }
        public int compareTo(SELF o) { return Integer.compare(weight, o.weight); }
        abstract SELF self();
    }
    static final class Cat extends Animal<Cat> {
        Cat(int w) { super(w); }
        Cat self() { return this; }
        @Override public String toString() { return "Cat(" + weight + ")"; }
    }

    @SuppressWarnings("unchecked")
    static <T> T[] newArray(int n) { return (T[]) new Object[n]; }

    @SuppressWarnings({"rawtypes", "unchecked"})
    public static void main(String[] args) {
        Stack<String> stack = new Stack<>(1);
        for (String s : "a bb ccc dddd".split(" ")) stack.push(s);
        System.out.println("stack=" + stack + " mapped=" + stack.map(String::length));
        StringBuilder popped = new StringBuilder();
        while (!stack.isEmpty()) popped.append(stack.pop());
        System.out.println("popped=" + popped);
        Pair<String, Integer> p = new Pair<>("x", 1);
        System.out.println("pair=" + p + " swap=" + p.swap() + " twin=" + Pair.twin(3.5) + " explicit=" + Pair.<String>twin("t"));
        System.out.println("max ints=" + max(List.of(3, 9, 2)) + " max strings=" + max(List.of("pear", "apple", "zucchini")) + " max cats="
                + max(List.of(new Cat(3), new Cat(7), new Cat(5))));
        List<Number> numbers = new ArrayList<>();
        copy(numbers, List.of(1, 2, 3));
        copy(numbers, List.of(2.5, 3.5));
        System.out.println("copied=" + numbers + " sum=" + sum(numbers) + " sum longs=" + sum(List.of(1L << 40, 1L)));
        List<Object> objects = new ArrayList<>();
        Generics.<Integer>copy(objects, List.of(7));
        System.out.println("objects=" + objects);

        List raw = new ArrayList();
        raw.add("string");
        raw.add(42);
        List<String> polluted = raw;
        System.out.println("raw list size=" + polluted.size() + " first=" + polluted.get(0));
        Object second = polluted.get(1);
        System.out.println("get without cast is fine: " + second);
        try {
            String s = polluted.get(1);
            System.out.println("unexpected " + s);
        } catch (ClassCastException e) {
            System.out.println("heap pollution detected at use site: " + e.getClass().getSimpleName());
        }
        String[] strings = newArrayHelper();
        System.out.println("generic array helper length=" + strings.length);
        Object[] erased = Generics.<String>newArray(3);
        System.out.println("erased array class=" + erased.getClass().getSimpleName());
        try {
            String[] bad = Generics.<String>newArray(2);
            System.out.println("unexpected " + bad.length);
        } catch (ClassCastException e) {
            System.out.println("(T[]) new Object[] escaping as String[]: " + e.getClass().getSimpleName());
        }
        List<? extends Number> wild = List.of(1, 2.0, 3L);
        Number first = wild.get(0);
        System.out.println("wildcard read=" + first + " classes=" + wild.get(0).getClass().getSimpleName() + "," + wild.get(1).getClass().getSimpleName() + ","
                + wild.get(2).getClass().getSimpleName());
        List<String> a = new ArrayList<>();
        List<Integer> b = new ArrayList<>();
        System.out.println("same runtime class after erasure=" + (a.getClass() == b.getClass()));
    }

    static String[] newArrayHelper() {
        List<String> l = List.of("p", "q");
        return l.toArray(new String[0]);
    }
}
