/*
 * ReflectionInvoke: Method.invoke and Constructor.newInstance: static and instance calls, virtual dispatch to
 * overrides, interface default methods, private members after setAccessible, unboxing and widening of arguments,
 * boxing of results (fresh boxes), the JDK's IllegalArgumentException messages, InvocationTargetException wrapping
 * the target's exception, class initialization on a static call, InstantiationException for abstract classes,
 * enum constructors refused, IllegalAccessException without setAccessible, and more than 15 calls of one method
 * (past the JDK's inflation threshold); the stack trace of an exception thrown by the target.
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

public class ReflectionInvoke {
    static class Animal {
        final String name;

        Animal(String name) {
            this.name = name;
        }

        public String sound() {
            return name + " makes a sound";
        }

        private String secret(int times) {
            return name.repeat(times);
        }
    }

    static class Dog extends Animal {
        public Dog(String name) {
            super(name);
        }

        @Override
        public String sound() {
            return name + " barks";
        }
    }

    interface Greeter {
        default String greet(String who) {
            return "hello " + who + " from " + getClass().getSimpleName();
        }
    }

    static class Friendly implements Greeter {
        public Friendly() {
        }
    }

    static abstract class Shape {
        public Shape() {
        }
    }

    enum Color { RED }

    static class Lazy {
        static {
            System.out.println("Lazy initialized");
        }

        public static int twice(int x) {
            return 2 * x;
        }
    }

    public static long widen(long a, double b, float c, int d) {
        return a + (long) b + (long) c + d;
    }

    public static char next(char c) {
        return (char) (c + 1);
    }

    public static boolean not(boolean b) {
        return !b;
    }

    public static void fail(String message) {
        throw new IllegalStateException(message);
    }

    public static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    public static String join(String sep, String... parts) {
        return String.join(sep, parts);
    }

    static int counter;

    public static synchronized int count() {
        return ++counter;
    }

    static void attempt(String what, Method m, Object target, Object... args) {
        try {
            System.out.println(what + ": " + m.invoke(target, args));
        } catch (InvocationTargetException e) {
            System.out.println(what + ": InvocationTargetException caused by " + e.getCause());
        } catch (ReflectiveOperationException | RuntimeException e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        Method sound = Animal.class.getMethod("sound");
        System.out.println(sound.invoke(new Animal("cat")));
        System.out.println(sound.invoke(new Dog("rex")));
        Method greet = Greeter.class.getMethod("greet", String.class);
        System.out.println(greet.invoke(new Friendly(), "bob"));

        Method secret = Animal.class.getDeclaredMethod("secret", int.class);
        System.out.println(secret.invoke(new Dog("ab"), 3));

        Method widen = ReflectionInvoke.class.getMethod("widen", long.class, double.class, float.class, int.class);
        System.out.println(widen.invoke(null, 1, 2L, 3, (short) 4));
        System.out.println(widen.invoke(null, (byte) 1, 2.5f, 'a', 'b'));
        attempt("int to char", ReflectionInvoke.class.getMethod("next", char.class), null, 65);
        attempt("char", ReflectionInvoke.class.getMethod("next", char.class), null, 'x');
        attempt("boolean", ReflectionInvoke.class.getMethod("not", boolean.class), null, true);
        attempt("double to long", widen, null, 1.0, 2.0, 3f, 4);
        attempt("null primitive", widen, null, null, 2.0, 3f, 4);
        attempt("string", widen, null, "1", 2.0, 3f, 4);
        attempt("too few", widen, null, 1L);
        attempt("wrong receiver", sound, "not an animal");
        attempt("target throws", ReflectionInvoke.class.getMethod("fail", String.class), null, "boom");
        attempt("void result", ReflectionInvoke.class.getMethod("fail", String.class), null, (Object) null);
        attempt("varargs", ReflectionInvoke.class.getMethod("join", String.class, String[].class), null, "-", new String[] {"a", "b"});
        attempt("array type mismatch", ReflectionInvoke.class.getMethod("join", String.class, String[].class), null, "-", new Object[] {"a"});
        try {
            ReflectionInvoke.class.getMethod("fail", String.class).invoke(null, "traced");
        } catch (InvocationTargetException e) {
            for (StackTraceElement frame : e.getCause().getStackTrace()) {
                System.out.println("  at " + frame);
            }
        }
        int[] r = (int[]) ReflectionInvoke.class.getMethod("range", int.class).invoke(null, 4);
        System.out.println(r.length + " " + r[3]);

        Method twice = Lazy.class.getMethod("twice", int.class);
        System.out.println("before the call");
        System.out.println(twice.invoke(null, 21));
        Object a = twice.invoke(null, 1);
        Object b = twice.invoke(null, 1);
        System.out.println("fresh boxes: " + (a != b) + " " + a.equals(b));

        Method count = ReflectionInvoke.class.getMethod("count");
        int last = 0;
        for (int i = 0; i < 40; i++) {
            last = (Integer) count.invoke(null);
        }
        System.out.println("counted " + last);

        Method hidden = Animal.class.getDeclaredMethod("secret", int.class);
        try {
            Method toString = Object.class.getMethod("toString");
            System.out.println(toString.invoke(List.of(1, 2)));
            System.out.println(String.class.getMethod("length").invoke("four"));
            System.out.println(Integer.class.getMethod("parseInt", String.class).invoke(null, "-12"));
        } catch (Exception e) {
            System.out.println(e);
        }
        System.out.println(hidden.canAccess(new Animal("x")));

        Constructor<Dog> dc = Dog.class.getConstructor(String.class);
        Dog d = dc.newInstance("fido");
        System.out.println(d.sound());
        Constructor<?> ac = Animal.class.getDeclaredConstructor(String.class);
        System.out.println(((Animal) ac.newInstance("owl")).sound());
        try {
            dc.newInstance(42);
        } catch (IllegalArgumentException e) {
            System.out.println("newInstance: " + e);
        }
        try {
            Shape.class.getConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("abstract: " + e);
        }
        try {
            Constructor<?> ec = Color.class.getDeclaredConstructors()[0];
            ec.setAccessible(true);
            ec.newInstance("BLUE", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("enum: " + e.getMessage());
        }
        try {
            ArrayList.class.getConstructor(int.class).newInstance(-1);
        } catch (InvocationTargetException e) {
            System.out.println("constructor throws: " + e.getCause());
        }
        List<?> list = ArrayList.class.getConstructor().newInstance();
        System.out.println(list.isEmpty() + " " + list.getClass().getName());
        System.out.println(Friendly.class.getDeclaredConstructor().newInstance().greet("amy"));
        System.out.println(StringBuilder.class.getConstructor(String.class).newInstance("sb").reverse());
    }
}
