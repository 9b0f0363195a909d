package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntUnaryOperator;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.util.CheckClassAdapter;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Generated classes defined as hidden nestmates of the unmodified caller, so they reach its private
 * members as Orbit lets them (LinkedFixture instead widens the callers' access).
 */
class HiddenNestmateTest {
    private final InvokeDynamicLinkers linker = new InvokeDynamicLinkers();

    @Test
    void capturingLambdaCallsPrivateStaticBody() throws Throwable {
        @SuppressWarnings("unchecked")
        IntFunction<String> function = (IntFunction<String>) target(LambdaFixtures.class, "capturing").invoke("p", 3);
        assertEquals(LambdaFixtures.capturing("p", 3), function.apply(7));
    }

    @Test
    void privateInstanceMethodReference() throws Throwable {
        Class<?> fixture = LambdaFixtures.class;
        MethodHandle constructor = MethodHandles.privateLookupIn(fixture, MethodHandles.lookup())
                .findConstructor(fixture, MethodType.methodType(void.class, int.class));
        Object instance = constructor.invoke(5);
        IntUnaryOperator operator = (IntUnaryOperator) target(fixture, "viaPrivateMethod").invoke(instance);
        assertEquals(LambdaFixtures.privateMethodReference(5), operator.applyAsInt(3));
    }

    @Test
    void privateConstructorReference() throws Throwable {
        @SuppressWarnings("unchecked")
        Function<String, Object> create = (Function<String, Object>) target(LambdaFixtures.class,
                "privateConstructorReference").invoke();
        assertEquals(LambdaFixtures.privateConstructorReference("x"), create.apply("x").toString());
    }

    @Test
    void recordMethodsReadPrivateFields() throws Throwable {
        RecordFixtures.Primitives value = new RecordFixtures.Primitives(1, -2L, Float.NaN, -0.0, true, (byte) 3, (short) 4,
                'c');
        RecordFixtures.Primitives same = new RecordFixtures.Primitives(1, -2L, Float.NaN, -0.0, true, (byte) 3, (short) 4,
                'c');
        Class<?> record = RecordFixtures.Primitives.class;
        assertEquals(value.toString(), target(record, "toString").invoke(value));
        assertEquals(value.hashCode(), (int) target(record, "hashCode").invoke(value));
        assertEquals(true, (boolean) target(record, "equals").invoke(value, same));
        assertEquals(false, (boolean) target(record, "equals").invoke(value, List.of()));
    }

    /** Links the first invokedynamic in the named method of the caller and returns the call site's target. */
    private MethodHandle target(Class<?> caller, String methodName) throws Exception {
        IndyRequest request = firstInvokeDynamic(caller, methodName);
        String uniqueName = request.callerClass() + "$$Hidden";
        LinkedCallSite site = linker.link(request, uniqueName);
        byte[] bytes = site.classes().get(0).bytes();
        StringWriter problems = new StringWriter();
        CheckClassAdapter.verify(new ClassReader(bytes), caller.getClassLoader(), false, new PrintWriter(problems));
        assertEquals("", problems.toString());

        MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(caller, MethodHandles.lookup())
                .defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE);
        MethodType type = MethodType.fromMethodDescriptorString(request.descriptor(), caller.getClassLoader());
        return lookup.findStatic(lookup.lookupClass(), site.methodName(), type);
    }

    private static IndyRequest firstInvokeDynamic(Class<?> caller, String methodName) {
        ClassNode node = new ClassNode();
        new ClassReader(LinkedFixture.read(caller.getClassLoader(), caller.getName().replace('.', '/'))).accept(node, 0);
        for (MethodNode method : node.methods) {
            if (method.name.equals(methodName)) {
                for (AbstractInsnNode instruction : method.instructions) {
                    if (instruction instanceof InvokeDynamicInsnNode indy) {
                        return new IndyRequest(node.name, indy.name, indy.desc, indy.bsm, indy.bsmArgs);
                    }
                }
            }
        }
        throw new AssertionError("no invokedynamic in " + caller.getName() + "." + methodName);
    }
}
