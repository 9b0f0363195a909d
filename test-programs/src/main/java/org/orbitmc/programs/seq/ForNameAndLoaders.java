/*
 * ForNameAndLoaders: Class.forName with and without initialization (ExceptionInInitializerError, then
 * NoClassDefFoundError), array and malformed names, the built-in loaders' names, parents and unnamed module, packages
 * the application and platform loaders defined (getDefinedPackage of a JDK module's package once its class loaded).
 */
package org.orbitmc.programs.seq;

import java.util.*;

public class ForNameAndLoaders {
    static List<String> events = new ArrayList<>();
    static class Lazy { static { events.add("Lazy init"); } static int x = 1; }
    static class Eager { static { events.add("Eager init"); } }
    static class Broken { static { if (true) throw new IllegalStateException("broken init"); } }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ForNameAndLoaders.class.getClassLoader();
        Class<?> lazy = Class.forName("org.orbitmc.programs.seq.ForNameAndLoaders$Lazy", false, app);
        System.out.println(lazy.getSimpleName() + " " + events);
        Class.forName("org.orbitmc.programs.seq.ForNameAndLoaders$Eager");
        System.out.println(events);
        System.out.println(Lazy.x + " " + events);
        try {
            Class.forName("org.orbitmc.programs.seq.ForNameAndLoaders$Broken");
        } catch (ExceptionInInitializerError e) {
            System.out.println("EIIE " + e.getCause());
        }
        try {
            Class.forName("org.orbitmc.programs.seq.ForNameAndLoaders$Broken", true, app);
        } catch (NoClassDefFoundError e) {
            System.out.println("NCDFE " + e.getMessage());
        }
        for (String n : new String[] {"[Ljava.lang.String;", "[[I", "[Lorg.orbitmc.programs.seq.ForNameAndLoaders$Lazy;", "int", "java.lang.Nope", "[I;", "java/lang/String"}) {
            try {
                Class<?> c = Class.forName(n);
                System.out.println(n + " -> " + c.getTypeName() + " loader " + (c.getClassLoader() == null ? null : c.getClassLoader().getName()));
            } catch (ClassNotFoundException e) {
                System.out.println(n + " CNFE " + e.getMessage());
            }
        }
        System.out.println(app.getName() + " " + app.getParent().getName() + " " + app.getParent().getParent());
        System.out.println(ClassLoader.getSystemClassLoader() == app);
        System.out.println(ClassLoader.getPlatformClassLoader() == app.getParent());
        System.out.println(Thread.currentThread().getContextClassLoader() == app);
        System.out.println(String.class.getClassLoader() + " " + java.sql.Connection.class.getClassLoader().getName() + " " + java.sql.Connection.class.getModule().getName());
        System.out.println(app.loadClass("java.lang.String") == String.class);
        try {
            app.loadClass("org.orbitmc.programs.seq.Missing");
        } catch (ClassNotFoundException e) {
            System.out.println("loadClass " + e.getMessage());
        }
        System.out.println(app.getUnnamedModule() == ForNameAndLoaders.class.getModule());
        System.out.println(app.getUnnamedModule().isNamed() + " " + app.getUnnamedModule().getName() + " " + app.getUnnamedModule().getClassLoader().getName());
        System.out.println(app.getDefinedPackage("org.orbitmc.programs.seq").getName() + " " + app.getDefinedPackage("java.lang"));
        System.out.println(ClassLoader.getPlatformClassLoader().getDefinedPackage("java.sql").getName());
        System.out.println(Class.forName("java.sql.Driver", false, ClassLoader.getPlatformClassLoader()).getName());
        System.out.println(Class.forName(String.class.getModule(), "java.lang.Integer") + " " + Class.forName(String.class.getModule(), "java.sql.Driver"));
    }
}
