/*
 * LookupFinalsAndVarHandles: Lookup finders and unreflect* on final fields (the JDK's "unexpected set of a final field",
 * "final field has no write access" for static, record and accessible finals), VarHandles through lookups of every
 * mode (read-only finals, static/instance mismatches), bind, array constructors and clone, findSpecial, findClass and
 * accessClass, JDK members through full, reduced, public and java.lang lookups.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.*;
import java.lang.invoke.MethodHandles.Lookup;
import java.lang.reflect.*;
import java.util.*;

public class LookupFinalsAndVarHandles {
    int inst = 1;
    static int stat = 2;
    final int fin = 3;
    private static final int SFIN = 4;
    record R(int a) {}
    protected Object protClone() { return null; }

    static String strip(Object o) {
        return String.valueOf(o).replaceAll("@[0-9a-f]+", "@H");
    }

    interface Call { Object call() throws Throwable; }
    static void t(String what, Call c) {
        try {
            Object r = c.call();
            if (r instanceof MethodHandle mh) System.out.println(what + ": " + mh.type());
            else if (r instanceof VarHandle vh) System.out.println(what + ": VH " + vh.coordinateTypes() + " " + vh.varType());
            else System.out.println(what + ": " + strip(r));
        } catch (Throwable e) {
            System.out.println(what + ": " + strip(e));
        }
    }

    public static void main(String[] args) throws Throwable {
        Lookup full = MethodHandles.lookup();
        for (Lookup l : List.of(full, full.dropLookupMode(Lookup.PRIVATE), full.dropLookupMode(Lookup.PACKAGE), MethodHandles.publicLookup(), full.in(Object.class))) {
            System.out.println("== " + l);
            t("vh inst", () -> l.findVarHandle(LookupFinalsAndVarHandles.class, "inst", int.class));
            t("vh stat as inst", () -> l.findVarHandle(LookupFinalsAndVarHandles.class, "stat", int.class));
            t("vh inst as static", () -> l.findStaticVarHandle(LookupFinalsAndVarHandles.class, "inst", int.class));
            t("vh fin", () -> l.findVarHandle(LookupFinalsAndVarHandles.class, "fin", int.class));
            t("vh sfin", () -> l.findStaticVarHandle(LookupFinalsAndVarHandles.class, "SFIN", int.class));
            t("unreflectVarHandle", () -> l.unreflectVarHandle(LookupFinalsAndVarHandles.class.getDeclaredField("inst")));
            t("staticSetter on inst", () -> l.findStaticSetter(LookupFinalsAndVarHandles.class, "inst", int.class));
            t("setter on stat", () -> l.findSetter(LookupFinalsAndVarHandles.class, "stat", int.class));
            t("getter on stat", () -> l.findGetter(LookupFinalsAndVarHandles.class, "stat", int.class));
            t("bind nope", () -> l.bind(new LookupFinalsAndVarHandles(), "nope", MethodType.methodType(int.class)));
            t("bind toString", () -> l.bind(new LookupFinalsAndVarHandles(), "toString", MethodType.methodType(String.class)));
            t("ctor array", () -> l.findConstructor(int[].class, MethodType.methodType(void.class)));
            t("ctor array obj", () -> l.findConstructor(String[].class, MethodType.methodType(void.class)));
            t("array clone", () -> l.findVirtual(int[].class, "clone", MethodType.methodType(Object.class)));
            t("object clone", () -> l.findVirtual(Object.class, "clone", MethodType.methodType(Object.class)));
            t("LookupFinalsAndVarHandles clone", () -> l.findVirtual(LookupFinalsAndVarHandles.class, "clone", MethodType.methodType(Object.class)));
            t("special", () -> l.findSpecial(Object.class, "hashCode", MethodType.methodType(int.class), LookupFinalsAndVarHandles.class));
            t("unreflect setter fin", () -> l.unreflectSetter(LookupFinalsAndVarHandles.class.getDeclaredField("fin")));
            t("unreflect setter fin acc", () -> { Field f = LookupFinalsAndVarHandles.class.getDeclaredField("fin"); f.setAccessible(true); return l.unreflectSetter(f); });
            t("unreflect setter sfin acc", () -> { Field f = LookupFinalsAndVarHandles.class.getDeclaredField("SFIN"); f.setAccessible(true); return l.unreflectSetter(f); });
            t("unreflect setter record acc", () -> { Field f = R.class.getDeclaredField("a"); f.setAccessible(true); return l.unreflectSetter(f); });
            t("unreflect priv acc", () -> { Method m = LookupFinalsAndVarHandles.class.getDeclaredMethod("strip", Object.class); m.setAccessible(true); return l.unreflect(m); });
            t("unreflect ctor", () -> l.unreflectConstructor(LookupFinalsAndVarHandles.class.getDeclaredConstructor()));
            t("list size", () -> l.findVirtual(List.class, "size", MethodType.methodType(int.class)));
            t("arraylist stream", () -> l.findVirtual(ArrayList.class, "stream", MethodType.methodType(java.util.stream.Stream.class)));
            t("hashmap table", () -> l.findGetter(HashMap.class, "table", Object[].class));
            t("thread name", () -> l.findVirtual(Thread.class, "getName", MethodType.methodType(String.class)));
            t("abstract list modCount", () -> l.findGetter(AbstractList.class, "modCount", int.class));
            t("findClass", () -> l.findClass("LookupFinalsAndVarHandles$R"));
            t("accessClass", () -> l.accessClass(R.class));
        }
        for (Lookup l : List.of(full, full.dropLookupMode(Lookup.PRIVATE))) {
            t("setter final", () -> l.findSetter(LookupFinalsAndVarHandles.class, "fin", int.class));
            t("static setter final", () -> l.findStaticSetter(LookupFinalsAndVarHandles.class, "SFIN", int.class));
            t("getter final", () -> l.findGetter(LookupFinalsAndVarHandles.class, "fin", int.class));
        }
        VarHandle vh = full.dropLookupMode(Lookup.PRIVATE).findVarHandle(LookupFinalsAndVarHandles.class, "inst", int.class);
        LookupFinalsAndVarHandles o = new LookupFinalsAndVarHandles();
        vh.set(o, 42);
        System.out.println(o.inst + " " + vh.getAndAdd(o, 1) + " " + o.inst);
    }
}
