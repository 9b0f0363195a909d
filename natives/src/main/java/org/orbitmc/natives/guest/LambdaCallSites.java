package org.orbitmc.natives.guest;

import java.lang.invoke.CallSite;
import java.lang.invoke.ConstantCallSite;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Runs inside the Orbit VM: a program's own {@code LambdaMetafactory} call (its natives come here). The JDK's
 * {@code InnerClassLambdaMetafactory} validates the arguments as the program's own frames ({@code validate}: its
 * LambdaConversionExceptions and messages), Orbit defines the lambda class an invokedynamic with these arguments would
 * get ({@code spin}), and the call site is built as the JDK builds it: a lambda that captures nothing is one instance,
 * any other a new instance per call of the factory.
 */
public final class LambdaCallSites {
    private LambdaCallSites() {
    }

    static CallSite metafactory(MethodHandles.Lookup caller, String name, MethodType factoryType, MethodType sam, MethodHandle implementation,
                                MethodType instantiated, Class<?>[] markers, MethodType[] bridges) throws Throwable {
        validate(caller, factoryType, name, sam, implementation, instantiated, markers, bridges);
        Class<?> lambdaClass = spin(caller, name, factoryType, sam, implementation, instantiated, markers, bridges);
        MethodHandle factory = caller.findStatic(lambdaClass, "get$Lambda", factoryType);
        if (factoryType.parameterCount() == 0) {
            return new ConstantCallSite(MethodHandles.constant(factoryType.returnType(), factory.invoke()));
        }
        return new ConstantCallSite(factory);
    }

    private static native void validate(MethodHandles.Lookup caller, MethodType factoryType, String name, MethodType sam, MethodHandle implementation,
                                        MethodType instantiated, Class<?>[] markers, MethodType[] bridges);

    private static native Class<?> spin(MethodHandles.Lookup caller, String name, MethodType factoryType, MethodType sam, MethodHandle implementation,
                                        MethodType instantiated, Class<?>[] markers, MethodType[] bridges);
}
