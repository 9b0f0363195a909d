/*
 * ProxyModules: the module and package of proxy classes as HotSpot makes them: public interfaces give a class in the
 * dynamic module jdk.proxyN of its class loader (one per loader, package jdk.proxyN, exported to all, opened to
 * java.base only, reading java.base and the modules of the interfaces' types), a non-public interface a class in its
 * own package and module; what the module answers (descriptor, canRead, isOpen, isExported, layer, loader) and what
 * setAccessible may then do with the proxy's members.
 */
package org.orbitmc.programs.seq;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.TreeSet;
import java.util.function.Supplier;

public class ProxyModules {
    interface PackagePrivate {
        int size();
    }

    public interface Named {
        String name(String prefix);
    }

    @SuppressWarnings("deprecation") // Proxy.getProxyClass, to see the same class again
    public static void main(String[] args) throws Exception {
        InvocationHandler handler = (proxy, method, arguments) -> switch (method.getName()) {
            case "name" -> arguments[0] + "!";
            case "size" -> 3;
            case "get" -> "got";
            default -> null;
        };
        ClassLoader loader = ProxyModules.class.getClassLoader();
        Runnable runnable = (Runnable) Proxy.newProxyInstance(loader, new Class<?>[] {Runnable.class}, handler);
        Class<?> c = runnable.getClass();
        Module m = c.getModule();
        System.out.println(c.getName() + " in " + c.getPackageName() + ", " + m + ", named " + m.isNamed());
        System.out.println("modifiers: " + Modifier.toString(c.getModifiers()) + ", loader is the program's: " + (c.getClassLoader() == loader)
                + ", module's loader too: " + (m.getClassLoader() == loader) + ", layer " + m.getLayer());
        System.out.println("descriptor: " + m.getDescriptor() + " " + m.getDescriptor().modifiers() + " " + new TreeSet<>(m.getDescriptor().packages()));
        System.out.println("packages: " + new TreeSet<>(m.getPackages()));
        Module base = Object.class.getModule();
        Module unnamed = ProxyModules.class.getModule();
        System.out.println("exported: " + m.isExported(c.getPackageName()) + " to unnamed " + m.isExported(c.getPackageName(), unnamed));
        System.out.println("open: " + m.isOpen(c.getPackageName()) + " to unnamed " + m.isOpen(c.getPackageName(), unnamed)
                + " to java.base " + m.isOpen(c.getPackageName(), base) + " to itself " + m.isOpen(c.getPackageName(), m));
        System.out.println("not its package: " + m.isExported("java.lang") + " " + m.isOpen("com.sun.proxy." + m.getName(), base));
        System.out.println("reads java.base " + m.canRead(base) + ", the unnamed module " + m.canRead(unnamed) + ", itself " + m.canRead(m)
                + ", java.sql " + m.canRead(java.sql.Connection.class.getModule()));
        System.out.println("read by the unnamed module " + unnamed.canRead(m) + ", by java.base " + base.canRead(m));

        Method run = c.getMethod("run");
        System.out.println("public method: " + run.trySetAccessible() + " " + run.canAccess(runnable));
        Field methodField = c.getDeclaredField("m3");
        System.out.println("private field " + methodField.getName() + ": " + methodField.trySetAccessible());
        try {
            methodField.setAccessible(true);
        } catch (RuntimeException e) {
            String message = e.getMessage();
            System.out.println(e.getClass().getName() + ": " + message.substring(0, message.indexOf('@')));
        }
        runnable.run();

        // A proxy of a user interface reads its module: the unnamed module, added as the JDK's ProxyBuilder adds it.
        Named named = (Named) Proxy.newProxyInstance(loader, new Class<?>[] {Named.class, Supplier.class}, handler);
        Module namedModule = named.getClass().getModule();
        System.out.println(named.getClass().getName() + " " + named.name("x") + " " + ((Supplier<?>) named).get()
                + " same module " + (namedModule == m) + ", reads the unnamed module now " + m.canRead(unnamed));

        // A non-public interface: the proxy class is in its package and its (unnamed) module.
        PackagePrivate hidden = (PackagePrivate) Proxy.newProxyInstance(loader, new Class<?>[] {PackagePrivate.class}, handler);
        Class<?> hc = hidden.getClass();
        System.out.println(hc.getName() + " " + hidden.size() + " in " + hc.getPackageName() + ", unnamed module: " + (hc.getModule() == unnamed)
                + ", " + Modifier.toString(hc.getModifiers()) + ", package " + hc.getPackage().getName());
        Field hiddenField = hc.getDeclaredField("m3");
        System.out.println("its private field: " + hiddenField.trySetAccessible());

        // The boot loader gets a dynamic module of its own.
        Comparable<?> comparable = (Comparable<?>) Proxy.newProxyInstance(null, new Class<?>[] {Comparable.class}, (p, method, a) -> 0);
        Class<?> bc = comparable.getClass();
        System.out.println(bc.getName() + " " + bc.getModule() + " loader " + bc.getClassLoader() + " " + bc.getModule().getClassLoader()
                + " " + Proxy.isProxyClass(bc) + " " + (Proxy.getInvocationHandler(runnable) == handler));
        System.out.println("same class again: " + (Proxy.getProxyClass(loader, Runnable.class) == c));
        // The loader that defined a proxy class, and those delegating to it, find it by name.
        System.out.println("by name: " + (Class.forName(c.getName(), false, loader) == c) + " " + (Class.forName(bc.getName(), false, loader) == bc));
        try {
            Class.forName(c.getName(), false, ClassLoader.getPlatformClassLoader());
        } catch (ClassNotFoundException e) {
            System.out.println("not from the platform loader: " + e.getMessage());
        }
    }
}
