/*
 * PublicLookupAccess: MethodHandles.publicLookup() on members that are not public: methods and constructors are not
 * found (IllegalAccessException "no such method/constructor", as the JVM resolves them for Object), fields are found
 * and refused with Lookup's messages (also for findVarHandle); public members of public classes work.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

public class PublicLookupAccess {
    private int priv;
    protected int prot;
    int pkg;
    static int spkg;

    private String secret() {
        return "s";
    }

    protected static void prot() {
    }

    PublicLookupAccess() {
    }

    public PublicLookupAccess(int x) {
        pkg = x;
    }

    public int pub(int x) {
        return x + pkg;
    }

    interface Find {
        Object run() throws ReflectiveOperationException;
    }

    static void attempt(Find f) {
        try {
            f.run();
            System.out.println("found");
        } catch (ReflectiveOperationException e) {
            System.out.println(e.getClass().getSimpleName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup p = MethodHandles.publicLookup();
        Class<?> c = PublicLookupAccess.class;
        attempt(() -> p.findVirtual(c, "secret", MethodType.methodType(String.class)));
        attempt(() -> p.findStatic(c, "prot", MethodType.methodType(void.class)));
        attempt(() -> p.findConstructor(c, MethodType.methodType(void.class)));
        attempt(() -> p.findVirtual(c, "nope", MethodType.methodType(String.class)));
        for (String field : new String[] {"priv", "prot", "pkg"}) {
            attempt(() -> p.findGetter(c, field, int.class));
            attempt(() -> p.findSetter(c, field, int.class));
            attempt(() -> p.findVarHandle(c, field, int.class));
        }
        attempt(() -> p.findStaticGetter(c, "spkg", int.class));
        attempt(() -> p.findStaticVarHandle(c, "spkg", int.class));
        System.out.println(p.findVirtual(c, "pub", MethodType.methodType(int.class, int.class)).invoke(new PublicLookupAccess(1), 7) + " "
                + p.lookupClass() + " " + p.lookupModes() + " " + p.findConstructor(c, MethodType.methodType(void.class, int.class)).type());
        System.out.println(p.findVirtual(String.class, "length", MethodType.methodType(int.class)).invoke("abc") + " "
                + p.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class)).invoke(3, 5));
    }
}
