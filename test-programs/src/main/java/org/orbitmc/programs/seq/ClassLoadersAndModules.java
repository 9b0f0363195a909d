/*
 * ClassLoadersAndModules: the built-in class loaders as java 17 has them. Class.getClassLoader of
 * application, java.base, platform-module and app-module JDK classes (and arrays, primitives); the system,
 * platform and boot loaders' names and parents; the main thread's and a new thread's context class loader
 * and setContextClassLoader; Class.forName with each loader (what each can see, arrays, ClassNotFoundException);
 * loadClass returning the VM's class; getModule of application classes being the app loader's unnamed
 * module, and of JDK classes their named module with its loader; the class's own class file as a resource (URL,
 * stream) through Class and the application loader.
 */
package org.orbitmc.programs.seq;

public class ClassLoadersAndModules {
    static String loader(Class<?> c) {
        ClassLoader l = c.getClassLoader();
        return c.getName() + " -> " + (l == null ? "boot" : l.getName());
    }

    static String forName(String name, ClassLoader l) {
        try {
            return name + " via " + (l == null ? "boot" : l.getName()) + ": " + Class.forName(name, false, l).getName();
        } catch (ClassNotFoundException e) {
            return name + " via " + (l == null ? "boot" : l.getName()) + ": CNFE " + e.getMessage();
        }
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoader.getSystemClassLoader();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        System.out.println(loader(ClassLoadersAndModules.class));
        System.out.println(loader(ClassLoadersAndModules[].class));
        System.out.println(loader(String.class) + ", " + loader(int.class) + ", " + loader(int[].class));
        System.out.println(loader(java.util.logging.Logger.class));
        System.out.println(loader(java.sql.Connection.class));
        System.out.println(loader(javax.sql.DataSource.class));
        Runnable r = () -> { };
        System.out.println("lambda: " + (r.getClass().getClassLoader() == app));
        System.out.println(app.getName() + " <- " + app.getParent().getName() + " <- " + app.getParent().getParent());
        System.out.println(platform == app.getParent());
        System.out.println(ClassLoadersAndModules.class.getClassLoader() == app);
        System.out.println(app.getClass().getName() + " " + platform.getClass().getName());
        System.out.println("context: " + (Thread.currentThread().getContextClassLoader() == app));
        ClassLoader[] seen = new ClassLoader[1];
        Thread t = new Thread(() -> seen[0] = Thread.currentThread().getContextClassLoader());
        t.start();
        t.join();
        System.out.println("new thread's context: " + (seen[0] == app));
        Thread u = new Thread(() -> { });
        u.setContextClassLoader(null);
        System.out.println("set to null: " + u.getContextClassLoader());
        System.out.println(forName("java.util.ArrayList", null));
        System.out.println(forName("java.sql.Connection", null));
        System.out.println(forName("java.sql.Connection", platform));
        System.out.println(forName("org.orbitmc.programs.seq.ClassLoadersAndModules", platform));
        System.out.println(forName("org.orbitmc.programs.seq.ClassLoadersAndModules", app));
        System.out.println(forName("[Ljava.lang.String;", null));
        System.out.println(forName("[[I", app));
        System.out.println(forName("no.such.Clazz", app));
        System.out.println(app.loadClass("org.orbitmc.programs.seq.ClassLoadersAndModules") == ClassLoadersAndModules.class);
        System.out.println(app.loadClass("java.lang.String") == String.class);
        try {
            app.loadClass("no.such.Clazz");
        } catch (ClassNotFoundException e) {
            System.out.println("loadClass: " + e);
        }
        Module unnamed = ClassLoadersAndModules.class.getModule();
        System.out.println(unnamed.isNamed() + " " + (unnamed == app.getUnnamedModule()) + " " + (unnamed.getClassLoader() == app));
        System.out.println(platform.getUnnamedModule() != unnamed);
        System.out.println(String.class.getModule() + " " + String.class.getModule().getClassLoader());
        Module sql = java.sql.Connection.class.getModule();
        System.out.println(sql + " " + (sql.getClassLoader() == platform) + " " + sql.isNamed());
        System.out.println(java.util.logging.Logger.class.getModule().getName());
        java.net.URL own = ClassLoadersAndModules.class.getResource("ClassLoadersAndModules.class");
        String ownUrl = own.toString();
        System.out.println(own.getProtocol() + " ..." + ownUrl.substring(ownUrl.lastIndexOf('/')) + " " + (ClassLoadersAndModules.class.getResource("none.txt") == null));
        System.out.println(own.equals(app.getResource("org/orbitmc/programs/seq/ClassLoadersAndModules.class")));
        try (java.io.InputStream in = ClassLoadersAndModules.class.getResourceAsStream("ClassLoadersAndModules.class")) {
            byte[] magic = in.readNBytes(4);
            System.out.printf("%02x%02x%02x%02x%n", magic[0], magic[1], magic[2], magic[3]);
        }
        try (java.io.InputStream in = own.openStream()) {
            System.out.println(in.readAllBytes().length > 100);
        }
    }
}
