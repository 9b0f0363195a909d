/*
 * ReflectiveLibraries: reflection as library code uses it. Lookup.findSpecial and unreflectSpecial for super calls
 * (a method above the caller's superclass searched again from the superclass, so an override in between runs; a
 * direct superinterface's default method; the IllegalAccessExceptions for an indirect superinterface, for a special
 * caller other than the lookup class and for a caller not below the method); serializable lambdas and method
 * references through ObjectOutputStream and back (their serialization constructor accessor names the lambda's hidden
 * class); java.beans Statement, Expression, EventHandler and XMLEncoder, which call through
 * sun.reflect.misc.MethodUtil; a proxy class's members (its private static final Method fields, its private static
 * proxyClassLookup).
 */
package org.orbitmc.programs.seq;

import java.beans.EventHandler;
import java.beans.Expression;
import java.beans.Statement;
import java.beans.XMLEncoder;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

public class ReflectiveLibraries {
    static class A {
        String who() {
            return "A";
        }
    }

    static class B extends A {
        @Override
        String who() {
            return "B";
        }
    }

    static class C extends B {
        @Override
        String who() {
            return "C";
        }

        String grand() throws Throwable {
            return (String) MethodHandles.lookup().findSpecial(A.class, "who", MethodType.methodType(String.class), C.class).invoke(this);
        }

        String parent() throws Throwable {
            return (String) MethodHandles.lookup().unreflectSpecial(B.class.getDeclaredMethod("who"), C.class).invoke(this);
        }

        String grandByMethod() throws Throwable {
            return (String) MethodHandles.lookup().unreflectSpecial(A.class.getDeclaredMethod("who"), C.class).invoke(this);
        }
    }

    interface Shape {
        default String name() {
            return "shape";
        }
    }

    interface Round extends Shape {
        @Override
        default String name() {
            return "round";
        }
    }

    static class Circle implements Round {
        @Override
        public String name() {
            return "circle";
        }

        String viaRound() throws Throwable {
            return (String) MethodHandles.lookup().findSpecial(Round.class, "name", MethodType.methodType(String.class), Circle.class).invoke(this);
        }

        String viaShape() throws Throwable {
            try {
                return (String) MethodHandles.lookup().findSpecial(Shape.class, "name", MethodType.methodType(String.class), Circle.class).invoke(this);
            } catch (IllegalAccessException e) {
                return e.getMessage(); // an indirect superinterface
            }
        }
    }

    public static class Bean {
        private String label = "none";
        private long id;

        public String getLabel() {
            return label;
        }

        public void setLabel(String label) {
            this.label = label;
        }

        public long getId() {
            return id;
        }

        public void setId(long id) {
            this.id = id;
        }
    }

    static Object roundTrip(Object o) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return in.readObject();
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws Throwable {
        C c = new C();
        System.out.println(c.grand() + " " + c.parent() + " " + c.grandByMethod());
        System.out.println(new Circle().viaRound() + " | " + new Circle().viaShape());
        try {
            MethodHandles.lookup().findSpecial(A.class, "who", MethodType.methodType(String.class), C.class);
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage().startsWith("no private access for invokespecial: class " + C.class.getName() + ", from class "));
        }
        try {
            MethodHandles.lookup().findSpecial(String.class, "length", MethodType.methodType(int.class), ReflectiveLibraries.class);
        } catch (IllegalAccessException e) {
            System.out.println(e.getMessage().startsWith("caller class must be a subclass below the method: java.lang.String.length()int/invokeSpecial, from class "));
        }

        Supplier<String> supplier = (Supplier<String> & Serializable) () -> "supplied";
        System.out.println(((Supplier<String>) roundTrip(supplier)).get());
        int factor = 3;
        Function<Integer, Integer> times = (Function<Integer, Integer> & Serializable) x -> x * factor;
        System.out.println(((Function<Integer, Integer>) roundTrip(times)).apply(14));
        Comparator<String> order = (Comparator<String> & Serializable) String::compareTo;
        System.out.println(((Comparator<String>) roundTrip(order)).compare("a", "b"));

        Bean bean = new Bean();
        new Statement(bean, "setLabel", new Object[] {"set by a statement"}).execute();
        new Statement(bean, "setId", new Object[] {9L}).execute();
        System.out.println(new Expression(bean, "getLabel", new Object[0]).getValue() + " " + bean.getId());
        System.out.println(new Expression(Integer.class, "valueOf", new Object[] {"12"}).getValue());
        try {
            new Statement(bean, "nope", new Object[] {"x"}).execute();
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage().endsWith("nope(\"x\");"));
        }
        Runnable setter = EventHandler.create(Runnable.class, bean, "label", null);
        System.out.println(setter != null);
        Object proxy = Proxy.newProxyInstance(ReflectiveLibraries.class.getClassLoader(), new Class<?>[] {Runnable.class}, (p, m, a) -> null);
        List<String> members = new ArrayList<>();
        for (Method m : proxy.getClass().getDeclaredMethods()) {
            members.add(Modifier.toString(m.getModifiers()) + " " + m.getName() + " " + Arrays.toString(m.getExceptionTypes()));
        }
        for (Field f : proxy.getClass().getDeclaredFields()) {
            members.add(Modifier.toString(f.getModifiers()) + " " + f.getName());
        }
        Collections.sort(members);
        System.out.println(members);
        ByteArrayOutputStream xml = new ByteArrayOutputStream();
        try (XMLEncoder encoder = new XMLEncoder(xml)) {
            encoder.writeObject(bean);
        }
        System.out.println(xml.toString("UTF-8").lines().filter(l -> !l.contains("<java version")).map(String::trim).toList());
    }
}
