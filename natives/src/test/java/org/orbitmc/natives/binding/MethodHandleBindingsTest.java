package org.orbitmc.natives.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.Type;
import org.orbitmc.natives.JdkModel;
import org.orbitmc.vm.VmOptions;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * No JDK method-handle combinator runs half-way: every public method of MethodHandles and MethodHandle that makes or
 * takes a handle is bound (modelled, or an unsupported stop), except those whose JDK code only calls bound ones.
 */
class MethodHandleBindingsTest {
    /** Public methods whose JDK code is interpreted: each calls only bound methods (or none of the machinery). */
    private static final Set<String> RUN_AS_JDK_CODE = Set.of(
            "java/lang/invoke/MethodHandles.dropArguments(Ljava/lang/invoke/MethodHandle;I[Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;",
            "java/lang/invoke/MethodHandles.dropArguments(Ljava/lang/invoke/MethodHandle;ILjava/util/List;)Ljava/lang/invoke/MethodHandle;",
            "java/lang/invoke/MethodHandle.type()Ljava/lang/invoke/MethodType;",
            "java/lang/invoke/MethodHandle.toString()Ljava/lang/String;",

            "java/lang/invoke/MethodHandle.invokeWithArguments(Ljava/util/List;)Ljava/lang/Object;",
            // over MethodHandle.isCrackable/internalMemberName/isInvokeSpecial (MethodHandleMembers)
            "java/lang/invoke/MethodHandles$Lookup.revealDirect(Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandleInfo;",
            "java/lang/invoke/MethodHandles.reflectAs(Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;)Ljava/lang/reflect/Member;");

    @Test
    void everyHandleMakingMethodIsBound() {
        NativeRegistry registry = new NativeRegistry();
        new JdkModel().register(registry, new VmOptions(List.of(), true, new ByteArrayOutputStream(), new ByteArrayOutputStream(),
                new ByteArrayInputStream(new byte[0]), Map.of(), false, false, false));
        Set<String> bound = registry.boundMethods();
        List<String> unbound = new ArrayList<>();
        for (Class<?> c : List.of(MethodHandles.class, MethodHandle.class, MethodHandles.Lookup.class)) {
            for (Method m : c.getDeclaredMethods()) {
                String descriptor = Type.getMethodDescriptor(m);
                boolean handles = descriptor.contains("Ljava/lang/invoke/MethodHandle;") || c == MethodHandle.class;
                String key = Type.getInternalName(c) + "." + m.getName() + descriptor;
                if (Modifier.isPublic(m.getModifiers()) && handles && !Modifier.isNative(m.getModifiers())
                        && !bound.contains(key) && !RUN_AS_JDK_CODE.contains(key)) {
                    unbound.add(key);
                }
            }
        }
        assertEquals(List.of(), unbound, "public method-handle methods that would run the JDK's LambdaForm machinery");
        assertNotNull(registry.lookupPolymorphic("java/lang/invoke/MethodHandle", "invokeExact"));
        assertNotNull(registry.lookupPolymorphic("java/lang/invoke/MethodHandle", "invoke"));
    }
}
