/*
 * ArrayCovariance: array type relationships: String[] is an Object[] and a Comparable[]-free
 * Object, every array is Cloneable and Serializable, int[] is not an Object[], covariant
 * array assignment with the resulting ArrayStoreException checked at each aastore (including
 * stores of null, of subclasses, and into arrays of interfaces), casts between array types,
 * array class names and component relations visible through getClass(), equality and
 * identity of arrays, and arrays of generic-erased types.
 */
package org.orbitmc.programs.seq;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

public class ArrayCovariance {
    interface Animal { String sound(); }
    static class Dog implements Animal { public String sound() { return "woof"; } }
    static class Puppy extends Dog { @Override public String sound() { return "yip"; } }
    static class Cat implements Animal { public String sound() { return "meow"; } }

    static String store(Object[] target, Object value) {
        try {
            target[0] = value;
            return "stored " + (value == null ? "null" : value.getClass().getSimpleName());
        } catch (ArrayStoreException e) {
            return "ArrayStoreException: " + e.getMessage();
        }
    }

    public static void main(String[] args) {
        String[] strings = {"a", "b"};
        Object[] objects = strings;
        Object plain = new int[] {1, 2};
        System.out.println("String[] instanceof Object[]=" + (objects instanceof String[]) + " Cloneable=" + (objects instanceof Cloneable) + " Serializable="
                + (objects instanceof Serializable));
        System.out.println("int[] instanceof Object[]=" + (plain instanceof Object[]) + " int[] instanceof Cloneable=" + (plain instanceof Cloneable)
                + " int[] instanceof int[]=" + (plain instanceof int[])
                + " long[]=" + (plain instanceof long[]));
        Object nested = new String[2][3];
        System.out.println("String[][] instanceof Object[]=" + (nested instanceof Object[]) + " Object[][]=" + (nested instanceof Object[][]) + " String[]="
                + (nested instanceof String[])
                + " int[][] instanceof Object[]=" + (new int[1][1] instanceof Object[]));
        System.out.println(store(objects, "c") + " | " + store(objects, 42) + " | " + store(objects, null) + " | " + store(objects, new StringBuilder("sb")));
        Animal[] animals = new Dog[2];
        System.out.println(store(animals, new Dog()) + " | " + store(animals, new Puppy()) + " | " + store(animals, new Cat()));
        Object[] realObjects = new Object[1];
        System.out.println(store(realObjects, 42) + " | " + store(realObjects, new int[0]));
        Comparable<?>[] comparables = new Integer[1];
        System.out.println(store(comparables, 5) + " | " + store(comparables, "str"));
        Object o = strings;
        String[] back = (String[]) o;
        System.out.println("cast back=" + back[0] + " same object=" + (back == strings));
        try {
            Integer[] wrong = (Integer[]) o;
            System.out.println("unexpected " + wrong.length);
        } catch (ClassCastException e) {
            System.out.println("String[] to Integer[]: " + e.getClass().getSimpleName());
        }
        Object[] upcast = new Puppy[] {new Puppy()};
        Dog[] dogs = (Dog[]) upcast;
        System.out.println("Puppy[] as Dog[]: " + dogs[0].sound() + " class=" + dogs.getClass().getSimpleName() + " Animal[] instance=" + (upcast instanceof Animal[]));
        Object[] generic = new ArrayList<?>[] {new ArrayList<String>(List.of("x"))};
        System.out.println("array of erased generic type class=" + generic.getClass().getSimpleName() + " " + store(generic, new ArrayList<Integer>()) + " | "
                + store(generic, "not a list"));
        int[] a1 = {1, 2}, a2 = {1, 2};
        System.out.println("arrays use identity equals: " + a1.equals(a2) + " == " + (a1 == a2) + " Arrays.equals " + java.util.Arrays.equals(a1, a2));
        Object[] mixed = {1, "two", 3.0, 'c', null, new int[] {5}, new String[] {"s"}};
        StringBuilder kinds = new StringBuilder();
        for (Object e : mixed) kinds.append(e == null ? "null" : e.getClass().getSimpleName()).append(' ');
        System.out.println("element kinds: " + kinds.toString().trim());
        long count = 0;
        Dog[] many = new Puppy[1000];
        for (int i = 0; i < many.length; i++) many[i] = (i % 3 == 0) ? new Puppy() : null;
        for (Dog d : many) if (d != null && d.sound().equals("yip")) count++;
        System.out.println("stores into covariant array: " + count);
    }
}
