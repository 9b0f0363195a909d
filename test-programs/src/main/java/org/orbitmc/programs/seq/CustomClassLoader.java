/*
 * CustomClassLoader: a ClassLoader subclass defining a class from bytes the program builds (a small class file
 * gen.Greeting implementing Supplier, written with DataOutputStream): the class's loader, name, module (the loader's
 * unnamed module), its superclass and interface, findLoadedClass, loadClass delegation to the parent for
 * JDK and class-path classes, Class.forName with the loader (initializing and not), a duplicate definition
 * (LinkageError), a wrong name (NoClassDefFoundError), bad bytes (ClassFormatError), a second loader that cannot
 * find the class (ClassNotFoundException), and a java.* name (SecurityException).
 */
package org.orbitmc.programs.seq;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.function.Supplier;

public class CustomClassLoader {
    static final String NAME = "gen.Greeting";

    static class BytesLoader extends ClassLoader {
        private final byte[] greeting;

        BytesLoader(String name, byte[] greeting) {
            super(name, CustomClassLoader.class.getClassLoader());
            this.greeting = greeting;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            System.out.println("  findClass " + name + " in " + getName());
            if (name.equals(NAME) && greeting != null) {
                return defineClass(name, greeting, 0, greeting.length);
            }
            throw new ClassNotFoundException(name);
        }

        Class<?> define(String name, byte[] bytes) {
            return defineClass(name, bytes, 0, bytes.length);
        }

        Class<?> loaded(String name) {
            return findLoadedClass(name);
        }
    }

    /** A class file for: public class gen.Greeting implements Supplier { public Greeting() {} public Object get() { return "..."; } } */
    static byte[] greetingClass(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(0xCAFEBABE);
        out.writeShort(0);
        out.writeShort(52);
        out.writeShort(16); // constant pool count
        out.writeByte(1); out.writeUTF("gen/Greeting");                 // 1
        out.writeByte(7); out.writeShort(1);                             // 2 class gen/Greeting
        out.writeByte(1); out.writeUTF("java/lang/Object");              // 3
        out.writeByte(7); out.writeShort(3);                             // 4 class Object
        out.writeByte(1); out.writeUTF("java/util/function/Supplier");   // 5
        out.writeByte(7); out.writeShort(5);                             // 6 class Supplier
        out.writeByte(1); out.writeUTF("<init>");                        // 7
        out.writeByte(1); out.writeUTF("()V");                           // 8
        out.writeByte(12); out.writeShort(7); out.writeShort(8);         // 9 <init>:()V
        out.writeByte(10); out.writeShort(4); out.writeShort(9);         // 10 Object.<init>
        out.writeByte(1); out.writeUTF("get");                           // 11
        out.writeByte(1); out.writeUTF("()Ljava/lang/Object;");          // 12
        out.writeByte(1); out.writeUTF("Code");                          // 13
        out.writeByte(1); out.writeUTF(text);                            // 14
        out.writeByte(8); out.writeShort(14);                            // 15 string
        out.writeShort(0x21); // public super
        out.writeShort(2);
        out.writeShort(4);
        out.writeShort(1);
        out.writeShort(6);
        out.writeShort(0); // fields
        out.writeShort(2); // methods
        method(out, 7, 8, new byte[] {0x2a, (byte) 0xb7, 0, 10, (byte) 0xb1});
        method(out, 11, 12, new byte[] {0x12, 15, (byte) 0xb0});
        out.writeShort(0); // class attributes
        return bytes.toByteArray();
    }

    private static void method(DataOutputStream out, int name, int descriptor, byte[] code) throws IOException {
        out.writeShort(1);
        out.writeShort(name);
        out.writeShort(descriptor);
        out.writeShort(1);
        out.writeShort(13);
        out.writeInt(12 + code.length);
        out.writeShort(1); // max stack
        out.writeShort(1); // max locals
        out.writeInt(code.length);
        out.write(code);
        out.writeShort(0);
        out.writeShort(0);
    }

    public static void main(String[] args) throws Exception {
        byte[] greeting = greetingClass("hello from a class loader");
        BytesLoader loader = new BytesLoader("bytes", greeting);
        System.out.println(loader.getName() + " parent " + loader.getParent().getName() + " " + (loader.getParent() == ClassLoader.getSystemClassLoader()));
        System.out.println("before: " + loader.loaded(NAME));
        Class<?> c = loader.loadClass(NAME);
        System.out.println(c.getName() + " " + (c.getClassLoader() == loader) + " " + c.getClassLoader().getName());
        System.out.println(c.getModule().isNamed() + " " + (c.getModule() == loader.getUnnamedModule())
                + " " + (c.getModule() != CustomClassLoader.class.getModule()));
        System.out.println(c.getSuperclass().getName() + " " + c.getInterfaces()[0].getName() + " " + Supplier.class.isAssignableFrom(c));
        System.out.println("again: " + (loader.loadClass(NAME) == c) + ", loaded: " + (loader.loaded(NAME) == c));
        Object o = Class.forName(NAME, true, loader);
        System.out.println("forName: " + (o == c));
        System.out.println("String via loader: " + (loader.loadClass("java.lang.String") == String.class));
        System.out.println("own class via loader: " + (loader.loadClass(CustomClassLoader.class.getName()) == CustomClassLoader.class));
        try {
            loader.define(NAME, greeting);
        } catch (LinkageError e) {
            System.out.println("duplicate: " + e.getClass().getName());
        }
        try {
            loader.define("gen.Other", greetingClass("x"));
        } catch (NoClassDefFoundError e) {
            System.out.println("wrong name: " + e.getMessage());
        }
        try {
            loader.define("gen.Broken", new byte[] {1, 2, 3});
        } catch (ClassFormatError e) {
            System.out.println("bad bytes: " + e.getClass().getName());
        }
        try {
            loader.define("java.lang.Evil", greeting);
        } catch (SecurityException e) {
            System.out.println("java.*: " + e.getMessage());
        }
        try {
            Class.forName(NAME, false, new BytesLoader("empty", null));
        } catch (ClassNotFoundException e) {
            System.out.println("other loader: " + e.getMessage());
        }
        try {
            Class.forName(NAME);
        } catch (ClassNotFoundException e) {
            System.out.println("app loader: " + e.getMessage());
        }
    }
}
