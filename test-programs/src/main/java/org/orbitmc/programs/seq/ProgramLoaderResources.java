/*
 * ProgramLoaderResources: resources of a class a program's ClassLoader defined (Class.getResource/getResourceAsStream
 * ask that loader, which delegates to its parent; the loader sees each request), its package, and
 * Module.getResourceAsStream of the loader's unnamed module (ClassLoader's own findResource: null).
 */
package org.orbitmc.programs.seq;

import java.io.*;
import java.net.URL;
import java.util.*;

public class ProgramLoaderResources {
    public static class Payload {
        public String hello() { return "payload"; }
    }

    /** Payload's class file under a name of the same length that only this loader has. */
    static final String RENAMED = Payload.class.getName().replace("Payload", "PayloaX");

    static byte[] rename(byte[] b) {
        byte[] from = "Payload".getBytes();
        byte[] to = "PayloaX".getBytes();
        for (int i = 0; i + from.length <= b.length; i++) {
            if (Arrays.equals(b, i, i + from.length, from, 0, from.length)) {
                System.arraycopy(to, 0, b, i, to.length);
            }
        }
        return b;
    }

    static class BytesLoader extends ClassLoader {
        final List<String> asked = new ArrayList<>();

        BytesLoader(ClassLoader parent) { super("bytes", parent); }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (name.equals(RENAMED)) {
                synchronized (getClassLoadingLock(name)) {
                    Class<?> c = findLoadedClass(name);
                    if (c == null) {
                        try (InputStream in = ProgramLoaderResources.class.getResourceAsStream("ProgramLoaderResources$Payload.class")) {
                            byte[] b = rename(in.readAllBytes());
                            c = defineClass(name, b, 0, b.length);
                        } catch (IOException e) {
                            throw new ClassNotFoundException(name, e);
                        }
                    }
                    return c;
                }
            }
            return super.loadClass(name, resolve);
        }

        @Override
        public URL getResource(String name) {
            asked.add("getResource " + name);
            return super.getResource(name);
        }

        @Override
        public InputStream getResourceAsStream(String name) {
            asked.add("getResourceAsStream " + name);
            return super.getResourceAsStream(name);
        }
    }

    public static void main(String[] args) throws Exception {
        BytesLoader loader = new BytesLoader(ProgramLoaderResources.class.getClassLoader());
        Class<?> c = loader.loadClass(RENAMED);
        System.out.println((c == Payload.class) + " " + c.getClassLoader().getName() + " " + c.getModule().isNamed() + " " + (c.getModule() == loader.getUnnamedModule()));
        System.out.println(c.getMethod("hello").invoke(c.getDeclaredConstructor().newInstance()));
        System.out.println(c.getResource("ProgramLoaderResources.class") != null);
        System.out.println(c.getResource("/java/lang/Object.class") != null);
        System.out.println(c.getResource("missing.txt"));
        try (InputStream in = c.getResourceAsStream("ProgramLoaderResources$Payload.class")) {
            System.out.println(in != null ? in.readAllBytes().length > 100 : "null");
        }
        System.out.println(c.getResourceAsStream("/nothing/here"));
        System.out.println(loader.asked);
        System.out.println(c.getPackage().getName() + " " + c.getPackageName() + " " + (c.getPackage() == Payload.class.getPackage()));
        System.out.println(c.getModule().getResourceAsStream("org/orbitmc/programs/seq/ProgramLoaderResources.class") != null);
        System.out.println(Arrays.toString(loader.getDefinedPackages()).replaceAll("@[0-9a-f]+", ""));
    }
}
