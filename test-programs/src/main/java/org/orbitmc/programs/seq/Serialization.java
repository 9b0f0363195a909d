/*
 * Serialization: ObjectOutputStream and ObjectInputStream as the JDK runs them: a non-serializable superclass's
 * constructor runs on reading (the JDK's generated serialization-constructor accessor), back-references and
 * cycles, transient fields, writeObject/readObject, readResolve, Externalizable, writeReplace,
 * serialPersistentFields with PutField/GetField, enums, collections, arrays, the computed serialVersionUID (with
 * and without a static initializer), NotSerializableException, a truncated stream, records (deserialized through
 * their canonical constructor, which the JDK finds as a method handle).
 */
package org.orbitmc.programs.seq;

import java.io.*;
import java.util.*;

public class Serialization {
    static class Base { int baseField = 7; String made; Base() { made = "Base()"; } }
    static class Child extends Base implements Serializable {
        private static final long serialVersionUID = 1L;
        int x; transient int t = 9; String s; Child self; int[] arr = {1, 2, 3}; List<String> list = new ArrayList<>();
        Child() { s = "ctor"; }
    }
    static class Custom implements Serializable {
        int a; transient int b;
        Custom(int a, int b) { this.a = a; this.b = b; }
        private void writeObject(ObjectOutputStream out) throws IOException { out.defaultWriteObject(); out.writeInt(b * 10); }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { in.defaultReadObject(); b = in.readInt(); }
    }
    static final class Singleton implements Serializable {
        static final Singleton INSTANCE = new Singleton();
        private Object readResolve() { return INSTANCE; }
    }
    static class Ext implements Externalizable {
        String v;
        public Ext() { v = "default"; }
        Ext(String v) { this.v = v; }
        public void writeExternal(ObjectOutput out) throws IOException { out.writeUTF(v + "!"); }
        public void readExternal(ObjectInput in) throws IOException { v = in.readUTF(); }
    }
    static class Replaced implements Serializable {
        int n = 3;
        private Object writeReplace() { return "replaced:" + n; }
    }
    static class NotSer { }
    static class HasNotSer implements Serializable { NotSer n = new NotSer(); }
    static class WithInit implements Serializable { static int counter; static { counter = 1; } int v; }
    static class NoInit implements Serializable { int v; long w; String name; void m() { } }
    enum Color { RED, GREEN }
    record Point(int x, String label) implements Serializable {
        Point {
            if (x < 0) {
                throw new IllegalArgumentException("negative x");
            }
        }
    }
    static class PF implements Serializable {
        private static final ObjectStreamField[] serialPersistentFields = { new ObjectStreamField("total", int.class) };
        transient int a = 2, b = 3;
        private void writeObject(ObjectOutputStream out) throws IOException { ObjectOutputStream.PutField f = out.putFields(); f.put("total", a + b); out.writeFields(); }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException { ObjectInputStream.GetField f = in.readFields(); a = f.get("total", -1); b = 0; }
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream o = new ObjectOutputStream(bo)) { for (Object x : objs) o.writeObject(x); }
        return bo.toByteArray();
    }
    static ObjectInputStream in(byte[] b) throws IOException { return new ObjectInputStream(new ByteArrayInputStream(b)); }

    public static void main(String[] args) throws Exception {
        Child c = new Child(); c.x = 5; c.baseField = 99; c.made = "changed"; c.self = c; c.list.add("e");
        try (ObjectInputStream i = in(write(c))) {
            Child d = (Child) i.readObject();
            System.out.println(d.x + " " + d.t + " " + d.s + " " + (d.self == d) + " " + Arrays.toString(d.arr) + " " + d.list + " " + d.baseField + " " + d.made);
        }
        try (ObjectInputStream i = in(write(new Custom(4, 5), Singleton.INSTANCE, new Ext("hey"), new Replaced(), Color.GREEN, new PF()))) {
            Custom cu = (Custom) i.readObject();
            System.out.println(cu.a + " " + cu.b);
            System.out.println(i.readObject() == Singleton.INSTANCE);
            System.out.println(((Ext) i.readObject()).v);
            System.out.println(i.readObject());
            System.out.println(i.readObject() == Color.GREEN);
            PF pf = (PF) i.readObject();
            System.out.println(pf.a + " " + pf.b);
        }
        Map<String, List<Integer>> m = new TreeMap<>(); m.put("a", List.of(1, 2)); m.put("b", new LinkedList<>(List.of(3)));
        Object[] mixed = { m, new int[][] {{1}, {2, 3}}, "str", 42, 3.5, new HashSet<>(Set.of("z")), new Date(0), Optional.class };
        try (ObjectInputStream i = in(write((Object) mixed))) {
            Object[] back = (Object[]) i.readObject();
            System.out.println(back[0] + " " + Arrays.deepToString((int[][]) back[1]) + " " + back[2] + " " + back[3] + " " + back[4] + " " + back[5] + " " + ((Date) back[6]).getTime() + " " + back[7]);
        }
        try { write(new HasNotSer()); } catch (NotSerializableException e) { System.out.println("NotSerializableException: " + e.getMessage()); }
        System.out.println(ObjectStreamClass.lookup(WithInit.class).getSerialVersionUID());
        System.out.println(ObjectStreamClass.lookup(NoInit.class).getSerialVersionUID());
        System.out.println(ObjectStreamClass.lookup(Child.class).getSerialVersionUID());
        System.out.println(ObjectStreamClass.lookup(String.class).getSerialVersionUID());
        System.out.println(ObjectStreamClass.lookup(NotSer.class));
        byte[] bytes = write(new NoInit());
        try (ObjectInputStream i = in(Arrays.copyOf(bytes, bytes.length - 3))) { i.readObject(); } catch (EOFException e) { System.out.println("EOFException"); }
        try (ObjectInputStream i = in(write(new Point(3, "p"), List.of(new Point(1, "a"), new Point(2, "b"))))) {
            System.out.println(i.readObject() + " " + i.readObject());
        }
        DataOutputStream dout = new DataOutputStream(new ByteArrayOutputStream());
        dout.writeUTF("x"); System.out.println(dout.size());
    }
}
