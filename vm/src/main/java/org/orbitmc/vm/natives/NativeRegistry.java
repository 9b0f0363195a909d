package org.orbitmc.vm.natives;

import java.util.HashMap;
import java.util.Map;

/**
 * Native method implementations and JDK method replacements, keyed by class, name and descriptor.
 * Filled once by the natives module before the VM starts; read when a method is first invoked.
 */
public final class NativeRegistry {
    private final Map<String, NativeMethod> methods = new HashMap<>();
    private final Map<String, PolymorphicNative> polymorphic = new HashMap<>();

    /** Binds a native (or replaced) method of {@code internalClassName}. */
    public NativeRegistry bind(String internalClassName, String name, String descriptor, NativeMethod implementation) {
        methods.put(key(internalClassName, name, descriptor), implementation);
        return this;
    }

    public NativeMethod lookup(String internalClassName, String name, String descriptor) {
        return methods.get(key(internalClassName, name, descriptor));
    }

    /** Binds a signature-polymorphic method of {@code internalClassName} by name. */
    public NativeRegistry bindPolymorphic(String internalClassName, String name, PolymorphicNative implementation) {
        polymorphic.put(internalClassName + '.' + name, implementation);
        return this;
    }

    public PolymorphicNative lookupPolymorphic(String internalClassName, String name) {
        return polymorphic.get(internalClassName + '.' + name);
    }

    /** Every bound method as {@code owner.name(descriptor)} ({@code java/lang/Object.hashCode()I}), for checks of the bindings. */
    public java.util.Set<String> boundMethods() {
        return java.util.Collections.unmodifiableSet(methods.keySet());
    }

    public int size() {
        return methods.size();
    }

    private static String key(String owner, String name, String descriptor) {
        return owner + '.' + name + descriptor;
    }
}
