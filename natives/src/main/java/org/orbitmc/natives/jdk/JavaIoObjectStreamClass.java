package org.orbitmc.natives.jdk;

import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The natives of Java serialization's class descriptors. {@code initNative} caches JNI ids in HotSpot (nothing to
 * do here); {@code hasStaticInitializer} decides whether the default serialVersionUID hashes in {@code <clinit>}
 * (JDK's {@code computeDefaultSUID}), so a class's computed UID is the one {@code java} computes.
 */
public final class JavaIoObjectStreamClass {
    private static final String C = "java/io/ObjectStreamClass";

    private JavaIoObjectStreamClass() {
    }

    public static void register(NativeRegistry r) {
        r.bind(C, "initNative", "()V", (vm, a) -> 0);
        r.bind(C, "hasStaticInitializer", "(Ljava/lang/Class;)Z", (vm, a) -> {
            var k = JavaLangClass.cls(vm, a.refAt(0));
            return k.declaredMethod("<clinit>", "()V") != null ? 1 : 0;
        });
    }
}
