/*
 * MethodHandleReveal: Lookup.revealDirect and MethodHandleInfo as HotSpot answers them: the declaring class (the
 * method's, or the class a default method is reached through), name, method type (fields' getter and setter types,
 * constructors returning void), reference kind (private methods through findVirtual reveal invokeVirtual, findSpecial
 * invokeSpecial), modifiers (a varargs method's bit shows as "transient"), toString, reflectAs, and the failures:
 * adapted handles are not direct, a public lookup may not crack a private member; Lookup.in a nestmate and
 * dropLookupMode.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandleInfo;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;

public class MethodHandleReveal {
    static class Base {
        public String hi() {
            return "base";
        }

        protected int prot() {
            return 1;
        }
    }

    static class Sub extends Base {
        int field;
        static long counter;

        private Sub() {
        }

        public Sub(int field) {
            this.field = field;
        }

        private int secret(int x) {
            return x * 2;
        }

        static String join(String... parts) {
            return String.join(",", parts);
        }

        static MethodHandle special() throws ReflectiveOperationException {
            return MethodHandles.lookup().findSpecial(Sub.class, "secret", MethodType.methodType(int.class, int.class), Sub.class);
        }
    }

    interface Greeter {
        default String greet() {
            return "hi";
        }
    }

    static class Greeting implements Greeter {
    }

    static void show(MethodHandleInfo info) {
        System.out.println(info + " | " + info.getDeclaringClass().getSimpleName() + " " + info.getName() + " " + info.getMethodType()
                + " " + info.getReferenceKind() + " " + MethodHandleInfo.referenceKindToString(info.getReferenceKind())
                + " [" + Modifier.toString(info.getModifiers()) + "] varargs " + info.isVarArgs());
    }

    static void notDirect(MethodHandles.Lookup lookup, String what, MethodHandle handle) {
        try {
            lookup.revealDirect(handle);
            System.out.println(what + ": revealed");
        } catch (IllegalArgumentException e) {
            System.out.println(what + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodType intToInt = MethodType.methodType(int.class, int.class);
        show(l.revealDirect(l.findVirtual(Sub.class, "hi", MethodType.methodType(String.class))));
        show(l.revealDirect(l.findVirtual(Base.class, "prot", MethodType.methodType(int.class))));
        MethodHandle secret = l.findVirtual(Sub.class, "secret", intToInt);
        show(l.revealDirect(secret));
        show(l.revealDirect(Sub.special()));
        MethodHandle join = l.findStatic(Sub.class, "join", MethodType.methodType(String.class, String[].class));
        show(l.revealDirect(join));
        show(l.revealDirect(join.asFixedArity()));
        show(l.revealDirect(l.findConstructor(Sub.class, MethodType.methodType(void.class, int.class))));
        show(l.revealDirect(l.findConstructor(Sub.class, MethodType.methodType(void.class))));
        show(l.revealDirect(l.findGetter(Sub.class, "field", int.class)));
        show(l.revealDirect(l.findSetter(Sub.class, "field", int.class)));
        show(l.revealDirect(l.findStaticGetter(Sub.class, "counter", long.class)));
        show(l.revealDirect(l.findStaticSetter(Sub.class, "counter", long.class)));
        show(l.revealDirect(l.findVirtual(Greeter.class, "greet", MethodType.methodType(String.class))));
        show(l.revealDirect(l.findVirtual(Greeting.class, "greet", MethodType.methodType(String.class))));
        show(l.revealDirect(l.findVirtual(Greeter.class, "toString", MethodType.methodType(String.class))));
        show(l.revealDirect(l.findVirtual(List.class, "size", MethodType.methodType(int.class))));
        show(l.revealDirect(l.findVirtual(ArrayList.class, "size", MethodType.methodType(int.class))));
        show(l.revealDirect(l.findVirtual(String.class, "length", MethodType.methodType(int.class))));
        show(l.revealDirect(l.findVirtual(Object.class, "hashCode", MethodType.methodType(int.class))));
        show(l.revealDirect(l.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class))));
        show(l.revealDirect(l.unreflect(Sub.class.getDeclaredMethod("secret", int.class))));
        show(l.revealDirect(l.unreflectGetter(Sub.class.getDeclaredField("field"))));

        MethodHandleInfo info = l.revealDirect(secret);
        Method method = info.reflectAs(Method.class, l);
        System.out.println(method + " " + (int) secret.invokeExact(new Sub(0), 21));
        System.out.println(l.revealDirect(l.findGetter(Sub.class, "field", int.class)).reflectAs(Field.class, l));
        System.out.println(l.revealDirect(l.findConstructor(Sub.class, MethodType.methodType(void.class, int.class))).reflectAs(Constructor.class, l));
        System.out.println(MethodHandles.reflectAs(Method.class, l.findVirtual(String.class, "length", MethodType.methodType(int.class))));
        try {
            info.reflectAs(Field.class, l);
        } catch (ClassCastException e) {
            System.out.println(e.getMessage());
        }
        try {
            info.reflectAs(Method.class, MethodHandles.publicLookup());
        } catch (IllegalArgumentException e) {
            System.out.println("public lookup: " + e.getCause().getClass().getName());
        }
        try {
            MethodHandles.publicLookup().revealDirect(secret);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        System.out.println("one public lookup: " + (MethodHandles.publicLookup() == MethodHandles.publicLookup()));

        MethodHandles.Lookup inSub = l.in(Sub.class);
        MethodHandles.Lookup noPrivate = l.dropLookupMode(MethodHandles.Lookup.PRIVATE);
        System.out.println("lookups: " + inSub + " " + inSub.lookupModes() + ", " + noPrivate + " " + noPrivate.lookupModes() + ", "
                + l.in(MethodHandleReveal.class).equals(l) + " " + l.dropLookupMode(MethodHandles.Lookup.ORIGINAL).lookupModes());
        show(inSub.revealDirect(inSub.findVirtual(Sub.class, "secret", intToInt)));
        notDirect(l, "bindTo", secret.bindTo(new Sub(1)));
        notDirect(l, "bind", l.bind(new Sub(1), "hi", MethodType.methodType(String.class)));
        notDirect(l, "constant", MethodHandles.constant(int.class, 1));
        notDirect(l, "asType", secret.asType(MethodType.methodType(Object.class, Sub.class, int.class)));
        notDirect(l, "asType to its own type", secret.asType(secret.type()));
        notDirect(l, "insertArguments", MethodHandles.insertArguments(secret, 1, 2));
        notDirect(l, "dropArguments", MethodHandles.dropArguments(secret, 0, String.class));
        notDirect(l, "identity", MethodHandles.identity(int.class));
        try {
            l.revealDirect(null);
        } catch (NullPointerException e) {
            System.out.println("null: NullPointerException");
        }
        for (int kind = 0; kind <= 10; kind++) {
            try {
                System.out.print(MethodHandleInfo.referenceKindToString(kind) + " ");
            } catch (IllegalArgumentException e) {
                System.out.print("[" + e.getMessage() + "] ");
            }
        }
        System.out.println();
        System.out.println(MethodHandleInfo.toString(MethodHandleInfo.REF_invokeStatic, MethodHandleReveal.class, "main",
                MethodType.methodType(void.class, String[].class)));
    }
}
