/*
 * ProxyInvokeDefault: InvocationHandler.invokeDefault runs an interface's default method for a proxy: arguments
 * unboxed and widened, results boxed, the default method's own exceptions passed through unwrapped, a default method
 * that calls another (through the proxy again), JDK interfaces' defaults (Comparator.reversed, thenComparing), and
 * the JDK's IllegalArgumentException messages (not a proxy, not a default method, not the proxy's, overridden).
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ProxyInvokeDefault {
    interface Base {
        default String who() {
            return "Base.who";
        }

        default int add(int a, long b) {
            return (int) (a + b);
        }

        default void boom() {
            throw new IllegalStateException("boom in default");
        }

        String abs();
    }

    interface Derived extends Base {
        @Override
        default String who() {
            return "Derived.who+" + Base.super.who() + "+" + abs();
        }

        default double half(double d) {
            return d / 2;
        }

        default char ch() {
            return 'c';
        }

        default boolean flag(boolean f) {
            return !f;
        }

        default long[] arr() {
            return new long[] {1, 2};
        }
    }

    public static void main(String[] args) throws Throwable {
        List<String> calls = new ArrayList<>();
        InvocationHandler h = (p, m, a) -> {
            calls.add(m.getName());
            return m.isDefault() ? InvocationHandler.invokeDefault(p, m, a) : "handled " + m.getName();
        };
        Derived d = (Derived) Proxy.newProxyInstance(Derived.class.getClassLoader(), new Class<?>[] {Derived.class}, h);
        System.out.println(d.who() + " " + d.add(2, 40L) + " " + d.half(5) + " " + d.ch() + " " + d.flag(true) + " "
                + Arrays.toString(d.arr()) + " " + d.abs());
        System.out.println(calls);
        try {
            d.boom();
        } catch (IllegalStateException e) {
            System.out.println("default threw " + e.getMessage());
        }
        Method who = Base.class.getMethod("who");
        Method abs = Base.class.getMethod("abs");
        Method add = Base.class.getMethod("add", int.class, long.class);
        Object sum = InvocationHandler.invokeDefault(d, add, 1, 2);
        System.out.println(sum + " " + sum.getClass().getSimpleName() + " " + InvocationHandler.invokeDefault(d, Derived.class.getMethod("ch")));
        String[] failures = new String[6];
        try {
            InvocationHandler.invokeDefault(d, who);
        } catch (IllegalArgumentException e) {
            failures[0] = e.getMessage();
        }
        try {
            InvocationHandler.invokeDefault(d, abs);
        } catch (IllegalArgumentException e) {
            failures[1] = e.getMessage();
        }
        try {
            InvocationHandler.invokeDefault("not a proxy", who);
        } catch (IllegalArgumentException e) {
            failures[2] = e.getMessage();
        }
        try {
            InvocationHandler.invokeDefault(d, Comparator.class.getMethod("reversed"));
        } catch (IllegalArgumentException e) {
            failures[3] = e.getMessage();
        }
        try {
            InvocationHandler.invokeDefault(d, add, "x", 1L);
        } catch (IllegalArgumentException e) {
            failures[4] = e.getClass().getSimpleName();
        }
        try {
            InvocationHandler.invokeDefault(d, add, 1);
        } catch (IllegalArgumentException e) {
            failures[5] = e.getClass().getSimpleName();
        }
        for (String f : failures) {
            System.out.println(f);
        }
        Base b = (Base) Proxy.newProxyInstance(Base.class.getClassLoader(), new Class<?>[] {Base.class}, h);
        System.out.println(b.who() + " " + InvocationHandler.invokeDefault(b, who));
        @SuppressWarnings("unchecked")
        Comparator<String> byLength = (Comparator<String>) Proxy.newProxyInstance(null, new Class<?>[] {Comparator.class},
                (p, m, a) -> m.getName().equals("compare") ? ((String) a[0]).length() - ((String) a[1]).length()
                        : InvocationHandler.invokeDefault(p, m, a));
        List<String> words = new ArrayList<>(List.of("ccc", "a", "bb"));
        words.sort(byLength.reversed());
        System.out.println(words + " " + byLength.thenComparing(Comparator.naturalOrder()).compare("ab", "aa"));
    }
}
