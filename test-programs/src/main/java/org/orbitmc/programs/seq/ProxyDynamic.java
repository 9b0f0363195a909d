/*
 * ProxyDynamic: java.lang.reflect.Proxy: handlers receiving the interface's Method and boxed arguments (null for
 * none), primitive results unboxed (NullPointerException for null, ClassCastException for a wrong type), Object's
 * equals/hashCode/toString routed to the handler, checked exceptions passed through or wrapped in
 * UndeclaredThrowableException, proxies of several interfaces, the same class for the same interfaces,
 * isProxyClass, getInvocationHandler, and the JDK's IllegalArgumentException messages.
 */
package org.orbitmc.programs.seq;

import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class ProxyDynamic {
    interface Calculator {
        int add(int a, int b);

        long widen(byte b, short s, char c, long l, float f, double d, boolean z);

        String name();

        void reset() throws IOException;

        default String greet() {
            return "default greeting";
        }
    }

    interface Named {
        String name();
    }

    public interface Counter {
        int next();
    }

    static Object call(Object proxy, String method, Object... args) {
        for (Method m : proxy.getClass().getInterfaces()[0].getMethods()) {
            if (m.getName().equals(method)) {
                try {
                    return m.invoke(proxy, args);
                } catch (ReflectiveOperationException e) {
                    return e.getClass().getSimpleName() + " caused by " + e.getCause();
                }
            }
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        List<String> log = new ArrayList<>();
        InvocationHandler h = (proxy, m, a) -> {
            log.add(m.getDeclaringClass().getSimpleName() + "." + m.getName() + (a == null ? " null" : " " + Arrays.toString(a)));
            switch (m.getName()) {
                case "add":
                    return (Integer) a[0] + (Integer) a[1];
                case "widen":
                    return 42L;
                case "name":
                    return "calc";
                case "reset":
                    throw new IOException("disk");
                case "hashCode":
                    return 7;
                case "equals":
                    return proxy == a[0];
                case "toString":
                    return "CalculatorProxy";
                default:
                    throw new IllegalStateException("unexpected " + m);
            }
        };
        Calculator c = (Calculator) Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Calculator.class, Named.class}, h);
        System.out.println(c.add(2, 3) + " " + c.widen((byte) 1, (short) 2, 'c', 4L, 5f, 6d, true) + " " + c.name() + " " + ((Named) c).name());
        try {
            c.reset();
        } catch (IOException e) {
            System.out.println("declared exception passed through: " + e.getMessage());
        }
        try {
            c.greet();
        } catch (IllegalStateException e) {
            System.out.println("default method goes to the handler too: " + e.getMessage().startsWith("unexpected"));
        }
        System.out.println(c.hashCode() + " " + c.equals(c) + " " + c.equals("x") + " " + c);
        log.forEach(System.out::println);

        Class<?> pc = c.getClass();
        System.out.println(Proxy.isProxyClass(pc) + " " + Proxy.isProxyClass(ProxyDynamic.class) + " " + (Proxy.getInvocationHandler(c) == h)
                + " " + Modifier.toString(pc.getModifiers()) + " " + pc.getSuperclass().getName() + " " + Arrays.toString(pc.getInterfaces()));
        Object again = Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Calculator.class, Named.class}, h);
        System.out.println("same class: " + (again.getClass() == pc) + ", other order: "
                + (Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Named.class, Calculator.class}, h).getClass() == pc));

        Counter bad = (Counter) Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Counter.class}, (p, m, a) -> m.getName().equals("next") ? null : "x");
        try {
            bad.next();
        } catch (NullPointerException e) {
            System.out.println("null for int: NullPointerException");
        }
        Counter wrong = (Counter) Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Counter.class}, (p, m, a) -> "not an int");
        try {
            wrong.next();
        } catch (ClassCastException e) {
            System.out.println("wrong type: ClassCastException");
        }
        Counter checked = (Counter) Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Counter.class}, (p, m, a) -> {
            throw new Exception("checked");
        });
        try {
            checked.next();
        } catch (UndeclaredThrowableException e) {
            System.out.println("undeclared: " + e.getUndeclaredThrowable());
        }
        Runnable r = (Runnable) Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), new Class<?>[] {Runnable.class}, (p, m, a) -> {
            System.out.println("run through " + m);
            return null;
        });
        r.run();
        System.out.println(pc.getName() + " " + bad.getClass().getName() + " " + r.getClass().getName());
        System.out.println(call(c, "add", 10, 20) + " " + call(c, "reset"));

        for (Class<?>[] is : new Class<?>[][] {{String.class}, {Runnable.class, Runnable.class}}) {
            try {
                Proxy.newProxyInstance(ProxyDynamic.class.getClassLoader(), is, h);
            } catch (IllegalArgumentException e) {
                System.out.println("IllegalArgumentException: " + e.getMessage());
            }
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println("IllegalArgumentException: " + e.getMessage());
        }
    }
}
