package org.orbitmc.junit;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The main class that runs one test method in the VM as JUnit would: a new instance, the {@code @BeforeEach}
 * methods (superclasses' first), the test method, then the {@code @AfterEach} methods (subclasses' first) even
 * when the test failed. The calls are plain {@code invoke} instructions, since the VM does not model reflection on
 * methods. The class is put in the test class's package, so that package-private tests and methods can be called.
 *
 * @param internalName the driver's internal name
 * @param bytes        its class file
 */
record TestDriver(String internalName, byte[] bytes) {
    /** What a driver class's name has after the test class's: {@code Test$$OrbitModelCheck$method}. */
    static final String MARKER = "$$OrbitModelCheck$";

    /**
     * @throws IllegalArgumentException when the test cannot be called without reflection or parameter resolution
     *                                  (a private, static or parameterized method; no no-argument constructor)
     */
    static TestDriver of(Class<?> testClass, Method testMethod) {
        requireCallable(testMethod, "the @ModelCheck method");
        Constructor<?> constructor;
        try {
            constructor = testClass.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(testClass.getName() + " needs a constructor without parameters"
                    + (testClass.getEnclosingClass() != null && !Modifier.isStatic(testClass.getModifiers())
                            ? " (an inner, @Nested, class is not supported; make it static or top-level)" : ""));
        }
        if (Modifier.isPrivate(constructor.getModifiers())) {
            throw new IllegalArgumentException("the constructor of " + testClass.getName() + " must not be private");
        }
        List<Method> before = AnnotationSupport.findAnnotatedMethods(testClass, BeforeEach.class, HierarchyTraversalMode.TOP_DOWN);
        List<Method> after = AnnotationSupport.findAnnotatedMethods(testClass, AfterEach.class, HierarchyTraversalMode.BOTTOM_UP);
        before.forEach(m -> requireCallable(m, "@BeforeEach method"));
        after.forEach(m -> requireCallable(m, "@AfterEach method"));
        String testName = Type.getInternalName(testClass);
        String name = testName + MARKER + testMethod.getName();
        return new TestDriver(name, generate(name, testName, before, testMethod, after));
    }

    private static void requireCallable(Method m, String what) {
        String where = what + " " + m.getDeclaringClass().getSimpleName() + "." + m.getName() + "()";
        if (m.getParameterCount() > 0) {
            throw new IllegalArgumentException(where + " must not have parameters: Orbit cannot resolve them inside its VM");
        }
        if (Modifier.isPrivate(m.getModifiers())) {
            throw new IllegalArgumentException(where + " must not be private");
        }
        if (Modifier.isStatic(m.getModifiers())) {
            throw new IllegalArgumentException(where + " must not be static");
        }
    }

    /** {@code main}: {@code T t = new T(); try { before...; test(); } finally { after...; }}. */
    private static byte[] generate(String name, String testClass, List<Method> before, Method test, List<Method> after) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String type1, String type2) {
                return "java/lang/Object"; // only Throwable and the test class meet in frames; no class loading on the host
            }
        };
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "main", "([Ljava/lang/String;)V", null,
                new String[] {"java/lang/Throwable"});
        mv.visitCode();
        mv.visitTypeInsn(Opcodes.NEW, testClass);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, testClass, "<init>", "()V", false);
        mv.visitVarInsn(Opcodes.ASTORE, 1);
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitLabel(start);
        before.forEach(m -> call(mv, m));
        call(mv, test);
        mv.visitLabel(end);
        after.forEach(m -> call(mv, m));
        mv.visitInsn(Opcodes.RETURN);
        mv.visitLabel(handler);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        after.forEach(m -> call(mv, m));
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code t.m();}, dropping what it returns. */
    private static void call(MethodVisitor mv, Method m) {
        Class<?> owner = m.getDeclaringClass();
        mv.visitVarInsn(Opcodes.ALOAD, 1);
        mv.visitMethodInsn(owner.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, Type.getInternalName(owner),
                m.getName(), Type.getMethodDescriptor(m), owner.isInterface());
        Class<?> returned = m.getReturnType();
        if (returned == long.class || returned == double.class) {
            mv.visitInsn(Opcodes.POP2);
        } else if (returned != void.class) {
            mv.visitInsn(Opcodes.POP);
        }
    }
}
