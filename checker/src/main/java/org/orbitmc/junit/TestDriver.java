package org.orbitmc.junit;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The main class that runs one test method in the VM as JUnit would: the {@code @BeforeAll} methods (superclasses'
 * first), a new instance, the {@code @BeforeEach} methods (superclasses' first), the test method, the
 * {@code @AfterEach} methods (subclasses' first) even when the test failed, then the {@code @AfterAll} methods
 * (subclasses' first) even when something before failed. Non-static {@code @BeforeAll}/{@code @AfterAll} methods (a
 * {@code PER_CLASS} test instance) are called on the instance, which is then made first; each explored path has an
 * instance of its own. The calls are plain {@code invoke} instructions, since the VM does not model reflection on
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
        List<Method> beforeAll = AnnotationSupport.findAnnotatedMethods(testClass, BeforeAll.class, HierarchyTraversalMode.TOP_DOWN);
        List<Method> afterAll = AnnotationSupport.findAnnotatedMethods(testClass, AfterAll.class, HierarchyTraversalMode.BOTTOM_UP);
        List<Method> before = AnnotationSupport.findAnnotatedMethods(testClass, BeforeEach.class, HierarchyTraversalMode.TOP_DOWN);
        List<Method> after = AnnotationSupport.findAnnotatedMethods(testClass, AfterEach.class, HierarchyTraversalMode.BOTTOM_UP);
        beforeAll.forEach(m -> requireCallableAll(m, "@BeforeAll method"));
        afterAll.forEach(m -> requireCallableAll(m, "@AfterAll method"));
        before.forEach(m -> requireCallable(m, "@BeforeEach method"));
        after.forEach(m -> requireCallable(m, "@AfterEach method"));
        String testName = Type.getInternalName(testClass);
        String name = testName + MARKER + testMethod.getName();
        return new TestDriver(name, generate(name, testName, new Lifecycle(beforeAll, before, testMethod, after, afterAll)));
    }

    /** The methods a driver calls, in the order JUnit calls them. */
    private record Lifecycle(List<Method> beforeAll, List<Method> before, Method test, List<Method> after, List<Method> afterAll) {
        /** Whether the instance must exist before {@code @BeforeAll}: a non-static one (PER_CLASS lifecycle). */
        boolean instanceFirst() {
            return beforeAll.stream().anyMatch(m -> !Modifier.isStatic(m.getModifiers()));
        }
    }

    private static void requireCallableAll(Method m, String what) {
        String where = what + " " + m.getDeclaringClass().getSimpleName() + "." + m.getName() + "()";
        if (m.getParameterCount() > 0) {
            throw new IllegalArgumentException(where + " must not have parameters: Orbit cannot resolve them inside its VM");
        }
        if (Modifier.isPrivate(m.getModifiers())) {
            throw new IllegalArgumentException(where + " must not be private");
        }
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

    /**
     * {@code main}: {@code beforeAll...; try { T t = new T(); try { before...; test(); } finally { after...; } } finally
     * { afterAll...; }}, the instance made before {@code beforeAll} when one of them needs it.
     */
    private static byte[] generate(String name, String testClass, Lifecycle calls) {
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
        if (calls.instanceFirst()) {
            newInstance(mv, testClass);
        } else {
            mv.visitInsn(Opcodes.ACONST_NULL); // a definite value for the frames of the handlers below
            mv.visitVarInsn(Opcodes.ASTORE, 1);
        }
        calls.beforeAll().forEach(m -> call(mv, m));
        Label outerStart = new Label();
        Label outerEnd = new Label();
        Label outerHandler = new Label();
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        Label done = new Label();
        mv.visitTryCatchBlock(start, end, handler, null);
        mv.visitTryCatchBlock(outerStart, outerEnd, outerHandler, null);
        mv.visitLabel(outerStart);
        if (!calls.instanceFirst()) {
            newInstance(mv, testClass);
        }
        mv.visitLabel(start);
        calls.before().forEach(m -> call(mv, m));
        call(mv, calls.test());
        mv.visitLabel(end);
        calls.after().forEach(m -> call(mv, m));
        mv.visitJumpInsn(Opcodes.GOTO, done);
        mv.visitLabel(handler);
        mv.visitVarInsn(Opcodes.ASTORE, 2);
        calls.after().forEach(m -> call(mv, m));
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitLabel(outerEnd);
        mv.visitLabel(done);
        calls.afterAll().forEach(m -> call(mv, m));
        mv.visitInsn(Opcodes.RETURN);
        mv.visitLabel(outerHandler);
        mv.visitVarInsn(Opcodes.ASTORE, 3);
        calls.afterAll().forEach(m -> call(mv, m));
        mv.visitVarInsn(Opcodes.ALOAD, 3);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** {@code t = new T();} into local 1. */
    private static void newInstance(MethodVisitor mv, String testClass) {
        mv.visitTypeInsn(Opcodes.NEW, testClass);
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, testClass, "<init>", "()V", false);
        mv.visitVarInsn(Opcodes.ASTORE, 1);
    }

    /** {@code t.m();} or, for a static method, {@code T.m();}, dropping what it returns. */
    private static void call(MethodVisitor mv, Method m) {
        Class<?> owner = m.getDeclaringClass();
        if (Modifier.isStatic(m.getModifiers())) {
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, Type.getInternalName(owner), m.getName(), Type.getMethodDescriptor(m),
                    owner.isInterface());
        } else {
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitMethodInsn(owner.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, Type.getInternalName(owner),
                    m.getName(), Type.getMethodDescriptor(m), owner.isInterface());
        }
        Class<?> returned = m.getReturnType();
        if (returned == long.class || returned == double.class) {
            mv.visitInsn(Opcodes.POP2);
        } else if (returned != void.class) {
            mv.visitInsn(Opcodes.POP);
        }
    }
}
