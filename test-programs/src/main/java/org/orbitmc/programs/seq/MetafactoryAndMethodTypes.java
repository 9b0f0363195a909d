/*
 * MetafactoryAndMethodTypes: LambdaMetafactory called by the program itself (metafactory and altMetafactory with
 * markers: non-capturing lambdas are one instance, capturing ones new per call; constructor and virtual
 * implementations; the JDK's LambdaConversionExceptions), MethodType's strings, descriptors and transformations.
 */
package org.orbitmc.programs.seq;

import java.io.Serializable;
import java.lang.invoke.*;
import java.util.*;
import java.util.function.*;

public class MetafactoryAndMethodTypes {
    static String shout(String s) { return s.toUpperCase() + "!"; }
    static int add(int a, int b) { return a + b; }
    interface Marker {}

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle target = l.findStatic(MetafactoryAndMethodTypes.class, "shout", MethodType.methodType(String.class, String.class));
        CallSite site = LambdaMetafactory.metafactory(l, "apply", MethodType.methodType(Function.class),
                MethodType.methodType(Object.class, Object.class), target, MethodType.methodType(String.class, String.class));
        @SuppressWarnings("unchecked")
        Function<String, String> f = (Function<String, String>) site.getTarget().invokeExact();
        System.out.println(f.apply("hi") + " " + site.type() + " " + (site instanceof ConstantCallSite) + " " + (site.getTarget().invoke() == site.getTarget().invoke())
                + " " + f.getClass().isSynthetic() + " " + f.getClass().isHidden() + " " + f.getClass().getInterfaces().length);
        MethodHandle adder = l.findStatic(MetafactoryAndMethodTypes.class, "add", MethodType.methodType(int.class, int.class, int.class));
        CallSite alt = LambdaMetafactory.altMetafactory(l, "applyAsInt", MethodType.methodType(IntBinaryOperator.class),
                MethodType.methodType(int.class, int.class, int.class), adder, MethodType.methodType(int.class, int.class, int.class),
                LambdaMetafactory.FLAG_MARKERS | LambdaMetafactory.FLAG_BRIDGES, 1, Marker.class, 0);
        IntBinaryOperator op = (IntBinaryOperator) alt.getTarget().invoke();
        System.out.println(op.applyAsInt(2, 3) + " " + (op instanceof Marker) + " " + (op instanceof Serializable));
        CallSite bound = LambdaMetafactory.metafactory(l, "get", MethodType.methodType(Supplier.class, String.class),
                MethodType.methodType(Object.class), target, MethodType.methodType(String.class));
        System.out.println(((Supplier<?>) bound.getTarget().invoke("captured")).get() + " " + (bound.getTarget().invoke("a") == bound.getTarget().invoke("a")));
        MethodHandle ctor = l.findConstructor(StringBuilder.class, MethodType.methodType(void.class, String.class));
        CallSite fromCtor = LambdaMetafactory.metafactory(l, "apply", MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class),
                ctor, MethodType.methodType(StringBuilder.class, String.class));
        System.out.println(((Function<String, StringBuilder>) fromCtor.getTarget().invoke()).apply("built").reverse());
        MethodHandle virt = l.findVirtual(String.class, "length", MethodType.methodType(int.class));
        CallSite fromVirtual = LambdaMetafactory.metafactory(l, "applyAsInt", MethodType.methodType(ToIntFunction.class), MethodType.methodType(int.class, Object.class),
                virt, MethodType.methodType(int.class, String.class));
        System.out.println(((ToIntFunction<String>) fromVirtual.getTarget().invoke()).applyAsInt("four"));
        try {
            LambdaMetafactory.metafactory(l, "apply", MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class, Object.class),
                    target, MethodType.methodType(String.class, String.class));
        } catch (LambdaConversionException e) {
            System.out.println("LCE " + e.getMessage());
        }
        try {
            LambdaMetafactory.metafactory(l.dropLookupMode(MethodHandles.Lookup.PRIVATE), "apply", MethodType.methodType(Function.class),
                    MethodType.methodType(Object.class, Object.class), target, MethodType.methodType(String.class, String.class));
        } catch (LambdaConversionException e) {
            System.out.println("LCE " + e.getMessage());
        }
        try {
            LambdaMetafactory.metafactory(l, "apply", MethodType.methodType(String.class),
                    MethodType.methodType(Object.class, Object.class), target, MethodType.methodType(String.class, String.class));
        } catch (LambdaConversionException e) {
            System.out.println("LCE " + e.getMessage());
        }
        MethodType t = MethodType.methodType(int.class, String.class, long[].class, List.class);
        System.out.println(t + " " + t.toMethodDescriptorString() + " " + t.descriptorString() + " " + t.parameterCount() + " " + t.parameterList());
        System.out.println(t.wrap() + " " + t.wrap().unwrap() + " " + t.erase() + " " + t.generic() + " " + t.changeReturnType(void.class) + " " + t.dropParameterTypes(0, 2));
        System.out.println(t.insertParameterTypes(1, char.class) + " " + t.appendParameterTypes(Object[].class) + " " + t.hasPrimitives() + " " + t.hasWrappers()
                + " " + t.lastParameterType() + " " + t.returnType());
        MethodType parsed = MethodType.fromMethodDescriptorString("(IJLjava/lang/String;[[D)V", null);
        System.out.println(parsed + " " + (parsed == MethodType.methodType(void.class, int.class, long.class, String.class, double[][].class)) + " " + parsed.equals(t));
        System.out.println(MethodType.genericMethodType(2) + " " + MethodType.genericMethodType(1, true) + " " + MethodType.methodType(Inner.class));
        try {
            MethodType.methodType(int.class, void.class);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            MethodType.fromMethodDescriptorString("(X)V", null);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            t.changeParameterType(0, void.class);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
    static class Inner {}
}
