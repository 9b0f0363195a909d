package org.orbitmc.vm.classes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.classpath.JrtSource;

/** Class redefinitions and appended jars as versions: redefine, undo and redo along the tree, refuse schema changes. */
class ClassVersionsTest {
    private ClassRegistry registry;
    private ClassVersions versions;
    private ClassInfo counter;

    @BeforeEach
    void load() {
        ClassSource app = ClassSource.inMemory(Map.of("t/Counter", counter(1, false)), "test classes");
        registry = new ClassRegistry(new ClassPath(new JrtSource(), List.of(), List.of(app)));
        versions = registry.versions();
        counter = registry.load("t/Counter");
    }

    /** A class t/Counter whose value() returns {@code result}; with {@code extraMethod}, a second method too. */
    private static byte[] counter(int result, boolean extraMethod) {
        return counter("t/Counter", result, extraMethod);
    }

    private static byte[] counter(String name, int result, boolean extraMethod) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, name, null, "java/lang/Object", null);
        cw.visitField(Opcodes.ACC_PRIVATE, "count", "I", null, null).visitEnd();
        method(cw, "value", result);
        if (extraMethod) {
            method(cw, "other", result);
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void method(ClassWriter cw, String name, int result) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, name, "()I", null, null);
        mv.visitCode();
        mv.visitLdcInsn(result);
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** The constant value() returns in the current code. */
    private int value() {
        for (AbstractInsnNode i : counter.declaredMethod("value", "()I").node().instructions) {
            if (i instanceof org.objectweb.asm.tree.LdcInsnNode ldc) {
                return (Integer) ldc.cst;
            }
        }
        throw new AssertionError("no constant");
    }

    @Test
    void aRestoreMovesTheCodeToTheSnapshotsVersionUpAndDownTheTree() {
        ClassVersions.Version root = versions.current();
        assertEquals(0, root.id());
        versions.redefine(counter, counter(2, false));
        ClassVersions.Version two = versions.current();
        assertNotEquals(0, two.id());
        assertEquals(2, value());
        versions.restore(root);
        assertEquals(1, value());
        versions.restore(two);
        assertEquals(2, value());
        versions.restore(root);
        versions.redefine(counter, counter(3, false));
        ClassVersions.Version three = versions.current();
        versions.restore(two); // up to the root, down the other branch
        assertEquals(2, value());
        versions.redefine(counter, counter(4, false));
        assertEquals(4, value());
        versions.restore(three);
        assertEquals(3, value());
    }

    @Test
    void theSameRedefinitionAfterTheSameVersionIsTheSameVersion() {
        ClassVersions.Version root = versions.current();
        versions.redefine(counter, counter(2, false));
        ClassVersions.Version first = versions.current();
        versions.restore(root);
        versions.redefine(counter, counter(2, false));
        assertSame(first, versions.current(), "equal states reached on two paths must encode equally");
    }

    @Test
    void aRedefinitionThatAddsAMethodIsRefusedAndChangesNothing() {
        ClassVersions.SchemaChange e = assertThrows(ClassVersions.SchemaChange.class, () -> versions.redefine(counter, counter(2, true)));
        assertEquals("class redefinition failed: attempted to add a method", e.getMessage());
        assertEquals(0, versions.current().id());
        assertEquals(1, value());
    }

    @Test
    void anAppendedJarsClassesExistOnlyInTheVersionsThatHaveIt() {
        ClassVersions.Version root = versions.current();
        ClassSource jar = ClassSource.inMemory(Map.of("t/Extra", counter("t/Extra", 5, false)), "appended");
        assertNull(registry.load("t/Extra"));
        versions.append(jar, false);
        ClassVersions.Version appended = versions.current();
        assertNotNull(registry.load("t/Extra"));
        versions.restore(root);
        assertNull(registry.load("t/Extra"), "loaded on another path, but not appended on this one");
        versions.restore(appended);
        assertNotNull(registry.load("t/Extra"));
    }
}
