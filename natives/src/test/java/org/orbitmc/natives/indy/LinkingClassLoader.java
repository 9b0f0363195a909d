package org.orbitmc.natives.indy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Handle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.util.CheckClassAdapter;
import org.orbitmc.vm.link.IndyRequest;
import org.orbitmc.vm.link.InvokeDynamicLinker;
import org.orbitmc.vm.link.LinkedCallSite;

/**
 * Loads classes the way Orbit runs them: every {@code invokedynamic} is linked by the linker under test and
 * replaced by an {@code invokestatic} of the generated target, and the generated classes are loaded next to
 * the caller. As the host JVM, unlike Orbit's, checks access, the loaded classes' private members are
 * made package-private (public in interfaces); the generated classes themselves are loaded unchanged.
 */
final class LinkingClassLoader extends ClassLoader {
    private final Function<String, byte[]> classFiles;
    private final Predicate<String> linkedHere;
    private final InvokeDynamicLinker linker;
    private final Map<String, byte[]> generated = new LinkedHashMap<>();
    private final List<IndyRequest> requests = new ArrayList<>();

    /**
     * @param classFiles class file bytes by internal name
     * @param linkedHere which internal names this loader defines (with call sites linked) instead of delegating
     */
    LinkingClassLoader(ClassLoader parent, Function<String, byte[]> classFiles, Predicate<String> linkedHere,
            InvokeDynamicLinker linker) {
        super(parent);
        this.classFiles = classFiles;
        this.linkedHere = linkedHere;
        this.linker = linker;
    }

    /** The generated classes so far, by internal name. */
    Map<String, byte[]> generated() {
        return generated;
    }

    /** The call sites linked so far. */
    List<IndyRequest> requests() {
        return requests;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                String internalName = name.replace('.', '/');
                byte[] bytes = generated.get(internalName);
                if (bytes == null && linkedHere.test(internalName)) {
                    byte[] original = classFiles.apply(internalName);
                    assertNotNull(original, "no class file for " + internalName);
                    bytes = link(original);
                }
                loaded = bytes == null ? getParent().loadClass(name) : defineClass(name, bytes, 0, bytes.length);
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }

    /** Runs every generated class through ASM's structural checks and data-flow verifier; fails on any complaint. */
    void verifyGeneratedClasses() {
        for (Map.Entry<String, byte[]> entry : generated.entrySet()) {
            StringWriter problems = new StringWriter();
            CheckClassAdapter.verify(new ClassReader(entry.getValue()), this, false, new PrintWriter(problems));
            assertEquals("", problems.toString(), "verification of " + entry.getKey());
        }
    }

    private byte[] link(byte[] original) {
        ClassReader reader = new ClassReader(original);
        ClassWriter writer = new ClassWriter(0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            private String className;
            private boolean isInterface;

            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                className = name;
                isInterface = (access & Opcodes.ACC_INTERFACE) != 0;
                super.visit(version, access, name, signature, superName, interfaces);
            }

            @Override
            public FieldVisitor visitField(int access, String name, String descriptor, String signature, Object value) {
                return super.visitField(withoutPrivate(access), name, descriptor, signature, value);
            }

            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                    String[] exceptions) {
                MethodVisitor mv = super.visitMethod(withoutPrivate(access), name, descriptor, signature, exceptions);
                return new MethodVisitor(Opcodes.ASM9, mv) {
                    @Override
                    public void visitInvokeDynamicInsn(String callName, String callDescriptor, Handle bootstrap,
                            Object... arguments) {
                        LinkedCallSite site = linkSite(new IndyRequest(className, callName, callDescriptor, bootstrap,
                                arguments));
                        super.visitMethodInsn(Opcodes.INVOKESTATIC, site.ownerClass(), site.methodName(), callDescriptor,
                                false);
                    }
                };
            }

            private int withoutPrivate(int access) {
                if ((access & Opcodes.ACC_PRIVATE) == 0) {
                    return access;
                }
                int widened = access & ~Opcodes.ACC_PRIVATE;
                return isInterface ? widened | Opcodes.ACC_PUBLIC : widened;
            }
        }, 0);
        return writer.toByteArray();
    }

    private LinkedCallSite linkSite(IndyRequest request) {
        String uniqueName = request.callerClass() + "$$Linked$" + generated.size();
        LinkedCallSite site = linker.link(request, uniqueName);
        assertNotNull(site, "not linked: " + request);
        for (LinkedCallSite.GeneratedClass generatedClass : site.classes()) {
            generated.put(generatedClass.internalName(), generatedClass.bytes());
        }
        requests.add(request);
        return site;
    }
}
