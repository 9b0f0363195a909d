/*
 * ReflectiveHandlesAndLambdas: VarHandle.toMethodHandle for each kind of access mode (fields, statics, array
 * elements; an unsupported mode's handle throws UnsupportedOperationException when invoked), MethodHandles.varHandleInvoker
 * with the exact and a generic type; a serializable lambda's and method reference's writeReplace (SerializedLambda's
 * capturing class, interface, implementation kind and declaring class, also of an inherited method; captured values
 * boxed); Class.getSigners.
 */
package org.orbitmc.programs.seq;

import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.SerializedLambda;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

public class ReflectiveHandlesAndLambdas {
    volatile int count = 4;
    String name = "a";
    static long total = 3;

    static class Parent {
        public String greet() {
            return "hi";
        }
    }

    static class Child extends Parent {
    }

    interface SerFunction<T, R> extends Function<T, R>, Serializable {
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle c = l.findVarHandle(ReflectiveHandlesAndLambdas.class, "count", int.class);
        VarHandle n = l.findVarHandle(ReflectiveHandlesAndLambdas.class, "name", String.class);
        VarHandle t = l.findStaticVarHandle(ReflectiveHandlesAndLambdas.class, "total", long.class);
        ReflectiveHandlesAndLambdas o = new ReflectiveHandlesAndLambdas();

        MethodHandle get = c.toMethodHandle(VarHandle.AccessMode.GET);
        System.out.println(get.type() + " " + (int) get.invokeExact(o) + " " + get.invoke(o));
        MethodHandle add = c.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD);
        System.out.println(add.type() + " " + add.invoke(o, 3) + " " + o.count);
        MethodHandle cas = n.toMethodHandle(VarHandle.AccessMode.COMPARE_AND_SET);
        System.out.println(cas.type() + " " + (boolean) cas.invokeExact(o, "a", "b") + " " + cas.invoke(o, "a", "c") + " " + o.name);
        MethodHandle set = t.toMethodHandle(VarHandle.AccessMode.SET_RELEASE);
        set.invoke(9L);
        System.out.println(set.type() + " " + total);
        MethodHandle unsupported = n.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD);
        System.out.println(unsupported.type());
        try {
            unsupported.invoke(o, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("UnsupportedOperationException " + e.getMessage());
        }
        MethodHandle element = MethodHandles.arrayElementVarHandle(int[].class).toMethodHandle(VarHandle.AccessMode.GET_AND_SET);
        int[] ints = {5};
        System.out.println(element.type() + " " + element.invoke(ints, 0, 6) + " " + ints[0]);

        MethodHandle invoker = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET_AND_ADD, c.accessModeType(VarHandle.AccessMode.GET_AND_ADD));
        System.out.println(invoker.type() + " " + invoker.invoke(c, o, 10) + " " + invoker.bindTo(c).invoke(o, 1) + " " + o.count);
        MethodHandle generic = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, MethodType.methodType(Object.class, ReflectiveHandlesAndLambdas.class));
        System.out.println(generic.type() + " " + generic.invoke(c, o) + " " + generic.invoke(n, o));

        int base = 7;
        SerFunction<Integer, Integer> lambda = x -> x + base;
        describe(lambda);
        describe((SerFunction<String, Integer>) String::length);
        describe((Supplier<StringBuilder> & Serializable) StringBuilder::new);
        StringBuilder sb = new StringBuilder("sb");
        describe((IntSupplier & Serializable) sb::length);
        describe((SerFunction<java.util.LinkedHashMap<String, String>, Integer>) java.util.LinkedHashMap::size);
        describe((SerFunction<Child, String>) Child::greet);
        Runnable plain = () -> { };
        System.out.println(Arrays.stream(plain.getClass().getDeclaredMethods()).map(Method::getName).sorted().toList());

        System.out.println(ReflectiveHandlesAndLambdas.class.getSigners() + " " + String.class.getSigners() + " " + int[].class.getSigners()
                + " " + lambda.getClass().getSigners());
    }

    static void describe(Object lambda) throws ReflectiveOperationException {
        Method writeReplace = lambda.getClass().getDeclaredMethod("writeReplace");
        writeReplace.setAccessible(true);
        SerializedLambda s = (SerializedLambda) writeReplace.invoke(lambda);
        Object[] captured = new Object[s.getCapturedArgCount()];
        for (int i = 0; i < captured.length; i++) {
            captured[i] = s.getCapturedArg(i);
        }
        System.out.println(writeReplace.getModifiers() + " " + s.getCapturingClass() + " " + s.getFunctionalInterfaceClass() + " "
                + s.getFunctionalInterfaceMethodName() + s.getFunctionalInterfaceMethodSignature() + " kind=" + s.getImplMethodKind() + " "
                + s.getImplClass() + "." + s.getImplMethodName().replaceAll("\\$\\d+$", "\\$N") + s.getImplMethodSignature() + " "
                + s.getInstantiatedMethodType() + " " + Arrays.toString(captured));
    }
}
