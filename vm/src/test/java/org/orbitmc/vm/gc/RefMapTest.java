package org.orbitmc.vm.gc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.*;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Label;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodNode;

class RefMapTest {
    /** Builds a static method whose body {@code body} writes; {@link #markers} records instruction indexes to check. */
    private final List<Integer> markers = new ArrayList<>();

    private MethodNode method(String descriptor, int maxLocals, int maxStack) {
        MethodNode m = new MethodNode(ACC_STATIC, "m", descriptor, null, null);
        m.visitCode();
        m.maxLocals = maxLocals;
        m.maxStack = maxStack;
        return m;
    }

    /** Marks the next instruction: the frame before it is what {@link #at} checks. */
    private void mark(MethodNode m) {
        m.visitInsn(NOP);
        markers.add(m.instructions.size() - 1);
    }

    private static List<Integer> refs(RefMap map, int insn) {
        List<Integer> out = new ArrayList<>();
        for (int s = map.nextRef(insn, 0, Integer.MAX_VALUE); s >= 0; s = map.nextRef(insn, s + 1, Integer.MAX_VALUE)) {
            out.add(s);
        }
        return out;
    }

    private List<Integer> at(RefMap map, int marker) {
        return refs(map, markers.get(marker));
    }

    @Test
    void argumentsOfMixedWidthsAndStackEntries() {
        // locals: 0-1 long, 2 int, 3-4 double, 5 Object, 6 int[]
        MethodNode m = method("(JIDLjava/lang/Object;[I)V", 7, 8);
        mark(m);
        m.visitVarInsn(ALOAD, 5);
        m.visitVarInsn(LLOAD, 0);
        m.visitVarInsn(ALOAD, 6);
        m.visitVarInsn(DLOAD, 3);
        m.visitVarInsn(ILOAD, 2);
        mark(m);
        m.visitInsn(POP);
        m.visitInsn(POP2);
        m.visitInsn(POP);
        m.visitInsn(POP2);
        m.visitInsn(POP);
        m.visitInsn(RETURN);
        RefMap map = RefMap.analyze("T", m);
        assertEquals(List.of(5, 6), at(map, 0));
        assertEquals(0, map.stackHeight(markers.get(0)));
        // stack from slot 7: Object, long (2 slots), int[], double (2 slots), int
        assertEquals(List.of(5, 6, 7, 10), at(map, 1));
        assertEquals(7, map.stackHeight(markers.get(1)));
        assertTrue(map.isRef(markers.get(1), 10));
        assertFalse(map.isRef(markers.get(1), 11));
        assertEquals(List.of(5, 6, 7), refs(map, markers.get(1)).subList(0, 3));
        assertEquals(-1, map.nextRef(markers.get(1), 8, 10), "the limit excludes the stack entries above it");
    }

    @Test
    void slotsReusedWithOtherTypes() {
        MethodNode m = method("(ILjava/lang/String;)V", 4, 4);
        mark(m);
        m.visitVarInsn(ALOAD, 1);
        m.visitVarInsn(ASTORE, 0); // int slot becomes a reference
        m.visitInsn(LCONST_1);
        m.visitVarInsn(LSTORE, 1); // reference slot becomes the first half of a long, slot 2 its second half
        mark(m);
        m.visitVarInsn(ALOAD, 0);
        m.visitVarInsn(ASTORE, 2); // a reference into the long's second half invalidates the long
        mark(m);
        m.visitInsn(DCONST_0);
        m.visitVarInsn(DSTORE, 2); // the reference in 2 is overwritten by a double in 2-3
        m.visitInsn(ICONST_5);
        m.visitVarInsn(ISTORE, 0);
        mark(m);
        m.visitInsn(RETURN);
        RefMap map = RefMap.analyze("T", m);
        assertEquals(List.of(1), at(map, 0));
        assertEquals(List.of(0), at(map, 1));
        assertEquals(List.of(0, 2), at(map, 2));
        assertEquals(List.of(), at(map, 3));
    }

    @Test
    void mergesKeepOnlyWhatEveryPathAgreesIsAReference() {
        MethodNode m = method("(I)V", 4, 2);
        Label otherwise = new Label();
        Label join = new Label();
        m.visitVarInsn(ILOAD, 0);
        m.visitJumpInsn(IFEQ, otherwise);
        m.visitLdcInsn("x");
        m.visitVarInsn(ASTORE, 1);
        m.visitLdcInsn("y");
        m.visitVarInsn(ASTORE, 2);
        m.visitInsn(ACONST_NULL);
        m.visitVarInsn(ASTORE, 3);
        m.visitJumpInsn(GOTO, join);
        m.visitLabel(otherwise);
        m.visitInsn(ICONST_1);
        m.visitVarInsn(ISTORE, 1);
        m.visitLdcInsn("z");
        m.visitVarInsn(ASTORE, 2);
        m.visitTypeInsn(NEW, "java/lang/Object");
        m.visitVarInsn(ASTORE, 3);
        m.visitLabel(join);
        mark(m);
        m.visitInsn(RETURN);
        RefMap map = RefMap.analyze("T", m);
        // 1: String on one path, int on the other; 2: Strings on both; 3: null on one, an object on the other
        assertEquals(List.of(2, 3), at(map, 0));
    }

    @Test
    void uninitializedNewResultsAreReferences() {
        MethodNode m = method("()Ljava/lang/Object;", 0, 3);
        m.visitTypeInsn(NEW, "java/lang/Object");
        m.visitInsn(DUP);
        mark(m);
        m.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        m.visitInsn(ARETURN);
        RefMap map = RefMap.analyze("T", m);
        assertEquals(List.of(0, 1), at(map, 0));
        assertEquals(2, map.stackHeight(markers.get(0)));
    }

    @Test
    void handlersStartWithTheThrowableAndUnreachableCodeHasNoMap() {
        MethodNode m = method("()V", 1, 2);
        Label start = new Label();
        Label end = new Label();
        Label handler = new Label();
        m.visitTryCatchBlock(start, end, handler, "java/lang/RuntimeException");
        m.visitLabel(start);
        m.visitInsn(LCONST_0);
        m.visitInsn(POP2);
        m.visitLabel(end);
        m.visitInsn(RETURN);
        mark(m); // dead code
        m.visitInsn(RETURN);
        m.visitLabel(handler);
        mark(m);
        m.visitVarInsn(ASTORE, 0);
        m.visitInsn(RETURN);
        RefMap map = RefMap.analyze("T", m);
        assertEquals(-1, map.stackHeight(markers.get(0)));
        assertEquals(List.of(1), at(map, 1));
        assertEquals(1, map.stackHeight(markers.get(1)));
    }

    @Test
    void wideFramesUseSeveralWords() {
        MethodNode m = method("()V", 130, 1);
        m.visitLdcInsn("s");
        m.visitVarInsn(ASTORE, 129);
        m.visitLdcInsn("t");
        m.visitVarInsn(ASTORE, 63);
        m.visitLdcInsn("u");
        mark(m);
        m.visitInsn(POP);
        m.visitInsn(RETURN);
        RefMap map = RefMap.analyze("T", m);
        assertEquals(List.of(63, 129, 130), at(map, 0));
        assertEquals(List.of(129), refs(map, markers.get(0)).subList(1, 2));
        assertEquals(129, map.nextRef(markers.get(0), 64, 130));
        assertEquals(-1, map.nextRef(markers.get(0), 64, 129));
    }

    /**
     * For every instruction of javac-compiled methods, each local in scope (by the local variable table)
     * is a reference in the map exactly when its declared type is a reference type.
     */
    @Test
    void agreesWithTheLocalVariableTablesOfCompiledCode() throws IOException {
        ClassNode c = new ClassNode();
        try (InputStream in = RefMapFixture.class.getResourceAsStream("RefMapFixture.class")) {
            new ClassReader(in.readAllBytes()).accept(c, 0);
        }
        int checked = 0;
        for (MethodNode m : c.methods) {
            assertFalse(m.localVariables == null || m.localVariables.isEmpty(), "compiled without -g: " + m.name);
            RefMap map = RefMap.analyze(c.name, m);
            for (int i = 0; i < m.instructions.size(); i++) {
                AbstractInsnNode insn = m.instructions.get(i);
                if (insn.getOpcode() < 0 || map.stackHeight(i) < 0) {
                    continue;
                }
                for (LocalVariableNode v : m.localVariables) {
                    int from = m.instructions.indexOf(v.start);
                    int to = m.instructions.indexOf(v.end);
                    if (i < from || i >= to) {
                        continue;
                    }
                    Type type = Type.getType(v.desc);
                    boolean ref = type.getSort() == Type.OBJECT || type.getSort() == Type.ARRAY;
                    String where = m.name + " insn " + i + " local " + v.name;
                    assertEquals(ref, map.isRef(i, v.index), where);
                    if (type.getSize() == 2) {
                        assertFalse(map.isRef(i, v.index + 1), where + " (second half)");
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 200, "checked " + checked);
    }
}
