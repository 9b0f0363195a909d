/*
 * MethodHandleRevealInvokers: Lookup.revealDirect of the handles that are direct on java but made otherwise by Orbit:
 * invokers (exactInvoker, invoker, findVirtual of invokeExact/invoke, VarHandle access mode invokers) reveal HotSpot's
 * signature-polymorphic intrinsics, array accessors MethodHandleImpl$ArrayAccessor's methods (which no program lookup
 * may crack); adapted, bound and spreading handles are not direct; spreadInvoker.
 */
package org.orbitmc.programs.seq;

import java.lang.invoke.*;
import java.lang.invoke.MethodHandles.Lookup;
import java.util.*;

public class MethodHandleRevealInvokers {
    static int twice(int x) { return 2 * x; }
    String name() { return "rv"; }
    interface Call { MethodHandle call() throws Throwable; }
    static void t(Lookup l, String what, Call c) {
        try {
            MethodHandle mh = c.call();
            try {
                MethodHandleInfo info = l.revealDirect(mh);
                System.out.println(what + ": " + info + " kind " + info.getReferenceKind() + " " + info.getDeclaringClass().getName() + " mods " + info.getModifiers());
            } catch (Throwable e) {
                System.out.println(what + ": " + (e + (e.getCause() != null ? " cause " + e.getCause() : "")).replaceAll("@[0-9a-f]+", "@H"));
            }
        } catch (Throwable e) {
            System.out.println(what + " (make): " + e);
        }
    }
    public static void main(String[] args) throws Throwable {
        Lookup l = MethodHandles.lookup();
        MethodType it = MethodType.methodType(int.class, int.class);
        MethodHandle tw = l.findStatic(MethodHandleRevealInvokers.class, "twice", it);
        for (Lookup lk : List.of(l, MethodHandles.publicLookup())) {
        System.out.println("== " + lk);
        t(lk, "exactInvoker", () -> MethodHandles.exactInvoker(it));
        t(lk, "invoker", () -> MethodHandles.invoker(it));
        t(lk, "findVirtual invokeExact", () -> l.findVirtual(MethodHandle.class, "invokeExact", it));
        t(lk, "findVirtual invoke", () -> l.findVirtual(MethodHandle.class, "invoke", it));
        t(lk, "findVirtual invokeWithArguments", () -> l.findVirtual(MethodHandle.class, "invokeWithArguments", MethodType.methodType(Object.class, Object[].class)));
        t(lk, "spreadInvoker", () -> MethodHandles.spreadInvoker(it, 0));
        t(lk, "varHandleInvoker", () -> MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, MethodType.methodType(int.class, int[].class, int.class)));
        t(lk, "vh findVirtual get", () -> l.findVirtual(VarHandle.class, "get", MethodType.methodType(int.class, int[].class, int.class)));
        t(lk, "arrayElementGetter", () -> MethodHandles.arrayElementGetter(int[].class));
        t(lk, "arrayElementSetter", () -> MethodHandles.arrayElementSetter(String[].class));
        t(lk, "arrayLength", () -> MethodHandles.arrayLength(int[].class));
        t(lk, "arrayConstructor", () -> MethodHandles.arrayConstructor(int[].class));
        t(lk, "arrayElementVarHandle toMH", () -> MethodHandles.arrayElementVarHandle(int[].class).toMethodHandle(VarHandle.AccessMode.GET));
        t(lk, "bindTo", () -> l.findVirtual(MethodHandleRevealInvokers.class, "name", MethodType.methodType(String.class)).bindTo(new MethodHandleRevealInvokers()));
        t(lk, "bind", () -> l.bind(new MethodHandleRevealInvokers(), "name", MethodType.methodType(String.class)));
        t(lk, "asType", () -> tw.asType(MethodType.methodType(Integer.class, Integer.class)));
        t(lk, "asType same", () -> tw.asType(it));
        t(lk, "insertArguments", () -> MethodHandles.insertArguments(tw, 0, 5));
        t(lk, "dropArguments", () -> MethodHandles.dropArguments(tw, 0, String.class));
        t(lk, "filterReturn", () -> MethodHandles.filterReturnValue(tw, tw));
        t(lk, "constant", () -> MethodHandles.constant(String.class, "x"));
        t(lk, "identity", () -> MethodHandles.identity(int.class));
        t(lk, "zero", () -> MethodHandles.zero(int.class));
        t(lk, "empty", () -> MethodHandles.empty(it));
        t(lk, "throwException", () -> MethodHandles.throwException(void.class, RuntimeException.class));
        t(lk, "asVarargs", () -> l.findStatic(Arrays.class, "asList", MethodType.methodType(List.class, Object[].class)).asFixedArity());
        t(lk, "withVarargs", () -> l.findStatic(MethodHandleRevealInvokers.class, "twice", it).withVarargs(false));
        t(lk, "asSpreader", () -> tw.asSpreader(int[].class, 1));
        t(lk, "asCollector", () -> l.findStatic(Arrays.class, "toString", MethodType.methodType(String.class, int[].class)).asCollector(int[].class, 2));
        t(lk, "string length", () -> l.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        t(lk, "lambda metafactory", () -> l.findStatic(LambdaMetafactory.class, "metafactory", MethodType.methodType(CallSite.class, Lookup.class, String.class, MethodType.class, MethodType.class, MethodHandle.class, MethodType.class)));
        t(lk, "getClass (caller sens? no)", () -> l.findVirtual(Object.class, "getClass", MethodType.methodType(Class.class)));

        }
        spreadInvokers();
    }

    static void spreadInvokers() throws Throwable {
        MethodHandle tw = MethodHandles.lookup().findStatic(MethodHandleRevealInvokers.class, "twice", MethodType.methodType(int.class, int.class));
        MethodHandle si = MethodHandles.spreadInvoker(MethodType.methodType(int.class, int.class), 0);
        System.out.println(si.type() + " " + si.invoke(tw, new Object[] {21}));
        MethodHandle cat = MethodHandles.lookup().findVirtual(String.class, "concat", MethodType.methodType(String.class, String.class));
        MethodHandle s1 = MethodHandles.spreadInvoker(cat.type(), 1);
        System.out.println(s1.type() + " " + (Object) s1.invoke(cat, "a", new Object[] {"b"}));
        try { s1.invoke(cat, "a", new Object[] {"b", "c"}); } catch (Throwable e) { System.out.println(e); }
        try { MethodHandles.spreadInvoker(cat.type(), 3); } catch (Throwable e) { System.out.println(e); }
        try { System.out.println((Object) si.invoke(tw, new Object[] {"x"})); } catch (Throwable e) { System.out.println(e); }
    }
}
