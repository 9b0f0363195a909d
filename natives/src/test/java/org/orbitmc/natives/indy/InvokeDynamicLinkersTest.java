package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.util.CheckClassAdapter;
import org.orbitmc.vm.BadInputException;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.LinkedCallSite;

class InvokeDynamicLinkersTest {
    private static final Handle CONCAT_WITH_CONSTANTS = new Handle(Opcodes.H_INVOKESTATIC,
            "java/lang/invoke/StringConcatFactory", "makeConcatWithConstants",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;"
                    + "[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", false);

    private final InvokeDynamicLinkers linker = new InvokeDynamicLinkers();

    @Test
    void unknownBootstrapMethodsAreNotLinked() {
        Handle bootstrap = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/runtime/SwitchBootstraps", "typeSwitch",
                "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)"
                        + "Ljava/lang/invoke/CallSite;", false);
        assertNull(linker.link(new IndyRequest("p/C", "typeSwitch", "(Ljava/lang/Object;I)I", bootstrap, new Object[0]),
                "p/C$$0"));
    }

    @Test
    void malformedCallSitesAreBadInput() {
        assertThrows(BadInputException.class, () -> linker.link(
                new IndyRequest("p/C", "concat", "(I)Ljava/lang/String;", CONCAT_WITH_CONSTANTS, new Object[] {"\u0001\u0001"}),
                "p/C$$0"));
        assertThrows(BadInputException.class, () -> linker.link(
                new IndyRequest("p/C", "concat", "(I)Ljava/lang/String;", CONCAT_WITH_CONSTANTS, new Object[] {"\u0001\u0002"}),
                "p/C$$0"));
        assertThrows(BadInputException.class, () -> linker.link(
                new IndyRequest("p/C", "concat", "(I)I", CONCAT_WITH_CONSTANTS, new Object[] {"\u0001"}), "p/C$$0"));
        assertThrows(BadInputException.class, () -> linker.link(
                new IndyRequest("p/C", "concat", "(I)Ljava/lang/String;", CONCAT_WITH_CONSTANTS, new Object[] {42}),
                "p/C$$0"));
    }

    @Test
    void dynamicConstantsAreUnsupported() {
        ConstantDynamic constant = new ConstantDynamic("c", "Ljava/lang/String;", CONCAT_WITH_CONSTANTS);
        assertThrows(UnsupportedFeatureException.class, () -> linker.link(
                new IndyRequest("p/C", "concat", "()Ljava/lang/String;", CONCAT_WITH_CONSTANTS,
                        new Object[] {"\u0002", constant}), "p/C$$0"));
    }

    @Test
    void generatedClassesAreFinalSyntheticJava17Classes() {
        LinkedCallSite site = linker.link(new IndyRequest("p/C", "concat", "(I)Ljava/lang/String;", CONCAT_WITH_CONSTANTS,
                new Object[] {"x\u0001"}), "p/C$$Concat");
        assertEquals("p/C$$Concat", site.ownerClass());
        assertEquals(1, site.classes().size());
        assertEquals("p/C$$Concat", site.classes().get(0).internalName());
        ClassNode node = new ClassNode();
        new ClassReader(site.classes().get(0).bytes()).accept(node, 0);
        assertEquals(Opcodes.V17, node.version);
        assertEquals(Opcodes.ACC_FINAL | Opcodes.ACC_SUPER | Opcodes.ACC_SYNTHETIC, node.access);
        assertEquals("java/lang/Object", node.superName);
        assertEquals("p/C$$Concat", node.name);
    }

    /** javac never passes non-string constants, but the bootstrap method accepts them. */
    @Test
    void numericConcatConstants() throws Throwable {
        Object[] arguments = {"\u0002|\u0001|\u0002|\u0002|\u0002|\u0002", 42, 1L << 40, 0.1f, -0.0, "\u0001"};
        LinkedCallSite site = linker.link(new IndyRequest("p/C", "concat", "(Ljava/lang/Object;)Ljava/lang/String;",
                CONCAT_WITH_CONSTANTS, arguments), "p/C$$Numbers");
        Map<String, byte[]> classes = Map.of(site.ownerClass(), site.classes().get(0).bytes());
        assertVerifies(classes, InMemoryJavac.loader(classes));
        Object result = invokeStatic(InMemoryJavac.loader(classes), site, "(Ljava/lang/Object;)Ljava/lang/String;", "arg");
        assertEquals("42|arg|1099511627776|0.1|-0.0|\u0001", result);
    }

    /** {@code -XDstringConcat=indy} makes javac use makeConcat, which takes every part as an argument. */
    @Test
    void makeConcatWithoutConstants() {
        Map<String, byte[]> classes = InMemoryJavac.compile(Map.of("Plain", """
                public class Plain {
                    static Object all(byte b, short s, char c, int i, long l, float f, double d, boolean z, String t,
                            char[] a, Object o) {
                        return "b" + b + s + c + i + l + f + d + z + t + a + o + "!";
                    }
                }
                """), "--release", "17", "-XDstringConcat=indy");
        Class<?> plain = loadCompiled(classes, "Plain");
        LinkedFixture fixture = LinkedFixture.of(plain, classes::get);
        char[] chars = {'x'};
        fixture.assertSameOutcome("all", (byte) 1, (short) 2, 'c', 3, 4L, 5.5f, 6.5, true, "t", chars, null);
        fixture.assertSameOutcome("all", (byte) 1, (short) 2, 'c', 3, 4L, 5.5f, 6.5, true, null, null, List.of());
        assertTrue(fixture.loader().requests().stream().allMatch(r -> r.bootstrap().getName().equals("makeConcat")));
        fixture.verifyGeneratedClasses();
    }

    /**
     * Compiled for Java 8, a lambda body that is a private instance method is called through H_INVOKESPECIAL.
     * The generated INVOKESPECIAL of another class's private method is fine for Orbit (no verifier, no access
     * checks) but the host verifier rejects it, so this checks the code rather than running it.
     */
    @Test
    void legacyInvokeSpecialBecomesInvokeSpecial() {
        Map<String, byte[]> classes = InMemoryJavac.compile(Map.of("Legacy", """
                import java.util.function.IntUnaryOperator;
                public class Legacy {
                    private int base = 4;
                    Object go() {
                        IntUnaryOperator operator = x -> x + base;
                        return operator.applyAsInt(3);
                    }
                }
                """), "--release", "8");
        IndyRequest request = invokeDynamics(classes.get("Legacy")).get(0);
        Handle implementation = (Handle) request.bootstrapArguments()[1];
        assertEquals(Opcodes.H_INVOKESPECIAL, implementation.getTag());

        LinkedCallSite site = linker.link(request, "Legacy$$Lambda");
        byte[] bytes = site.classes().get(0).bytes();
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, 0);
        MethodNode forwarder = node.methods.stream().filter(m -> m.name.equals("applyAsInt")).findFirst().orElseThrow();
        List<MethodInsnNode> calls = new ArrayList<>();
        for (AbstractInsnNode instruction : forwarder.instructions) {
            if (instruction instanceof MethodInsnNode call) {
                calls.add(call);
            }
        }
        assertEquals(1, calls.size());
        assertEquals(Opcodes.INVOKESPECIAL, calls.get(0).getOpcode());
        assertEquals(implementation.getOwner() + "." + implementation.getName() + implementation.getDesc(),
                calls.get(0).owner + "." + calls.get(0).name + calls.get(0).desc);
        assertVerifies(Map.of(site.ownerClass(), bytes), InMemoryJavac.loader(classes));
    }

    @Test
    void simpleNamesFollowTheClassFile() throws Exception {
        Map<String, byte[]> classes = InMemoryJavac.compile(Map.of("Top$Level", """
                public record Top$Level(int x) {
                    record Member$Record(int y) {
                    }
                    static Object local() {
                        record Local$1(int z) {
                        }
                        Local$1 local = new Local$1(1);
                        return java.util.List.of(local.toString(), local.hashCode(), local.equals(new Local$1(1)));
                    }
                }
                """), "--release", "17");
        ClassLoader loader = InMemoryJavac.loader(classes);
        SimpleClassNames exact = new SimpleClassNames(ClassSource.inMemory(classes, "compiled"));
        for (String name : classes.keySet()) {
            assertEquals(Class.forName(name.replace('/', '.'), false, loader).getSimpleName(), exact.of(name), name);
        }
        // without class files: javac's naming scheme, wrong only for '$' in a top-level name
        SimpleClassNames guessed = new SimpleClassNames(null);
        assertEquals("R", guessed.of("p/Outer$R"));
        assertEquals("Local", guessed.of("p/Outer$12Local"));
        assertEquals("Level", guessed.of("Top$Level"));
        assertEquals("Plain", guessed.of("Plain"));

        Class<?> top = loadCompiled(classes, "Top$Level");
        LinkedFixture fixture = LinkedFixture.of(top, classes::get);
        assertEquals(List.of("Local$1[z=1]", 1, true), fixture.assertSameOutcome("local"));
    }

    private static Class<?> loadCompiled(Map<String, byte[]> classes, String name) {
        try {
            return Class.forName(name, true, InMemoryJavac.loader(classes));
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    private static List<IndyRequest> invokeDynamics(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, 0);
        List<IndyRequest> requests = new ArrayList<>();
        for (MethodNode method : node.methods) {
            for (AbstractInsnNode instruction : method.instructions) {
                if (instruction instanceof InvokeDynamicInsnNode indy) {
                    requests.add(new IndyRequest(node.name, indy.name, indy.desc, indy.bsm, indy.bsmArgs));
                }
            }
        }
        return requests;
    }

    private static void assertVerifies(Map<String, byte[]> generated, ClassLoader loader) {
        generated.forEach((name, bytes) -> {
            StringWriter problems = new StringWriter();
            CheckClassAdapter.verify(new ClassReader(bytes), loader, false, new PrintWriter(problems));
            assertEquals("", problems.toString(), name);
        });
    }

    private static Object invokeStatic(ClassLoader loader, LinkedCallSite site, String descriptor, Object... arguments)
            throws Throwable {
        Class<?> owner = Class.forName(site.ownerClass().replace('/', '.'), true, loader);
        MethodType type = MethodType.fromMethodDescriptorString(descriptor, loader);
        return MethodHandles.privateLookupIn(owner, MethodHandles.lookup()).findStatic(owner, site.methodName(), type)
                .invokeWithArguments(arguments);
    }

}
