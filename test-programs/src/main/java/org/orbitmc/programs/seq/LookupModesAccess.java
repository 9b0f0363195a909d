/*
 * LookupModesAccess: finding members through lookups without full privilege (dropLookupMode of each mode, Lookup.in a
 * nestmate, another package's class, a JDK class and back, publicLookup().in) and through a subclass's lookup in
 * another package: each find* and unreflect* succeeds or throws the JDK's IllegalAccessException (the JDK's own
 * checks over the member HotSpot resolves; a method the lookup class may not access is "no such method").
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodHandles.Lookup;
import java.lang.invoke.MethodType;
import org.orbitmc.programs.seq.lookup.Far;

public class LookupModesAccess {
    public int pub() { return 1; }
    protected int prot() { return 2; }
    int pkg() { return 3; }
    private int priv() { return 4; }
    private static int spriv() { return 5; }
    int f = 6;
    private int pf = 7;
    private LookupModesAccess() {}
    LookupModesAccess(int x) {}

    static class Inner {
        private int innerPriv() { return 8; }
        int innerPkg() { return 9; }
    }

    static class Sub extends Far {
        static void run(Lookup l) {
            System.out.println("Sub lookup: " + l);
            for (Lookup x : new Lookup[] {l, l.dropLookupMode(Lookup.PROTECTED), l.dropLookupMode(Lookup.PRIVATE), l.dropLookupMode(Lookup.PACKAGE)}) {
                System.out.println(" " + x + " modes " + x.lookupModes());
                tryIt("prot via Far", () -> x.findVirtual(Far.class, "prot", MethodType.methodType(int.class)));
                tryIt("prot via Sub", () -> x.findVirtual(Sub.class, "prot", MethodType.methodType(int.class)));
                tryIt("sprot", () -> x.findStatic(Far.class, "sprot", MethodType.methodType(int.class)));
                tryIt("protField", () -> x.findGetter(Far.class, "protField", int.class));
                tryIt("protCtor", () -> x.findConstructor(Far.class, MethodType.methodType(void.class, int.class)));
            }
        }
    }

    interface Call { Object call() throws Throwable; }

    static void tryIt(String what, Call c) {
        try {
            Object r = c.call();
            if (r instanceof MethodHandle mh) {
                System.out.println("  " + what + ": " + mh.type());
            } else {
                System.out.println("  " + what + ": " + r);
            }
        } catch (Throwable t) {
            System.out.println("  " + what + ": " + t.toString().replaceAll("@[0-9a-f]+", "@H"));
        }
    }

    static void probe(Lookup l) {
        System.out.println(l + " modes " + l.lookupModes());
        tryIt("pub", () -> l.findVirtual(LookupModesAccess.class, "pub", MethodType.methodType(int.class)));
        tryIt("prot", () -> l.findVirtual(LookupModesAccess.class, "prot", MethodType.methodType(int.class)));
        tryIt("pkg", () -> l.findVirtual(LookupModesAccess.class, "pkg", MethodType.methodType(int.class)));
        tryIt("priv", () -> l.findVirtual(LookupModesAccess.class, "priv", MethodType.methodType(int.class)));
        tryIt("spriv", () -> l.findStatic(LookupModesAccess.class, "spriv", MethodType.methodType(int.class)));
        tryIt("f get", () -> l.findGetter(LookupModesAccess.class, "f", int.class));
        tryIt("pf set", () -> l.findSetter(LookupModesAccess.class, "pf", int.class));
        tryIt("ctor priv", () -> l.findConstructor(LookupModesAccess.class, MethodType.methodType(void.class)));
        tryIt("ctor pkg", () -> l.findConstructor(LookupModesAccess.class, MethodType.methodType(void.class, int.class)));
        tryIt("innerPriv", () -> l.findVirtual(Inner.class, "innerPriv", MethodType.methodType(int.class)));
        tryIt("innerPkg", () -> l.findVirtual(Inner.class, "innerPkg", MethodType.methodType(int.class)));
        tryIt("far pub", () -> l.findVirtual(Far.class, "pub", MethodType.methodType(int.class)));
        tryIt("far prot", () -> l.findVirtual(Far.class, "prot", MethodType.methodType(int.class)));
        tryIt("far pkg", () -> l.findVirtual(Far.class, "pkg", MethodType.methodType(int.class)));
        tryIt("far priv", () -> l.findVirtual(Far.class, "priv", MethodType.methodType(int.class)));
        tryIt("far spub", () -> l.findStatic(Far.class, "spub", MethodType.methodType(int.class)));
        tryIt("far pubField", () -> l.findGetter(Far.class, "pubField", int.class));
        tryIt("far pkgField", () -> l.findGetter(Far.class, "pkgField", int.class));
        tryIt("far ctor", () -> l.findConstructor(Far.class, MethodType.methodType(void.class)));
        tryIt("nested", () -> l.findVirtual(Far.Nested.class, "n", MethodType.methodType(int.class)));
        tryIt("string", () -> l.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        tryIt("string priv", () -> l.findVirtual(String.class, "isLatin1", MethodType.methodType(boolean.class)));
        tryIt("string coder", () -> l.findGetter(String.class, "coder", byte.class));
        tryIt("bind", () -> l.bind(new LookupModesAccess(), "priv", MethodType.methodType(int.class)));
        tryIt("unreflect priv", () -> l.unreflect(LookupModesAccess.class.getDeclaredMethod("priv")));
        tryIt("unreflect far pkg", () -> l.unreflect(Far.class.getDeclaredMethod("pkg")));
        tryIt("unreflectGetter pf", () -> l.unreflectGetter(LookupModesAccess.class.getDeclaredField("pf")));
        tryIt("special", () -> l.findSpecial(Object.class, "toString", MethodType.methodType(String.class), LookupModesAccess.class));
        tryIt("findClass", () -> l.findClass("org.orbitmc.programs.seq.lookup.Far"));
    }

    public static void main(String[] args) throws Throwable {
        Lookup full = MethodHandles.lookup();
        probe(full.dropLookupMode(Lookup.PRIVATE));
        probe(full.dropLookupMode(Lookup.PROTECTED));
        probe(full.dropLookupMode(Lookup.PACKAGE));
        probe(full.dropLookupMode(Lookup.MODULE));
        probe(full.dropLookupMode(Lookup.PUBLIC));
        probe(full.in(Inner.class));
        probe(full.in(Far.class));
        probe(full.in(String.class));
        probe(full.in(Far.class).in(LookupModesAccess.class));
        probe(MethodHandles.publicLookup().in(LookupModesAccess.class));
        probe(full.dropLookupMode(Lookup.PRIVATE).dropLookupMode(Lookup.PROTECTED));
        Sub.run(MethodHandles.lookup().in(Sub.class));
        MethodHandle h = full.dropLookupMode(Lookup.PRIVATE).findVirtual(LookupModesAccess.class, "pkg", MethodType.methodType(int.class));
        System.out.println((int) h.invokeExact(new LookupModesAccess()));
    }
}
