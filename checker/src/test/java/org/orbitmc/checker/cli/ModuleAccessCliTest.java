package org.orbitmc.checker.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.ACC_PUBLIC;
import static org.objectweb.asm.Opcodes.ACC_STATIC;
import static org.objectweb.asm.Opcodes.ACC_SUPER;
import static org.objectweb.asm.Opcodes.INVOKESTATIC;
import static org.objectweb.asm.Opcodes.POP;
import static org.objectweb.asm.Opcodes.RETURN;
import static org.objectweb.asm.Opcodes.V17;
import static org.orbitmc.checker.cli.OrbitCli.orbit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;

/** Code of the class path linking to a JDK package its module does not export fails as on java (JVMS §5.4.4). */
class ModuleAccessCliTest {
    @TempDir
    Path dir;

    @Test
    void linkingToANonExportedJdkPackageThrowsIllegalAccessError() throws IOException {
        // What javac makes of Unsafe.getUnsafe() with --add-exports java.base/jdk.internal.misc=ALL-UNNAMED.
        ClassWriter w = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        w.visit(V17, ACC_PUBLIC | ACC_SUPER, "Internal", null, "java/lang/Object", null);
        MethodVisitor m = w.visitMethod(ACC_PUBLIC | ACC_STATIC, "main", "([Ljava/lang/String;)V", null, null);
        m.visitCode();
        m.visitMethodInsn(INVOKESTATIC, "jdk/internal/misc/Unsafe", "getUnsafe", "()Ljdk/internal/misc/Unsafe;", false);
        m.visitInsn(POP);
        m.visitInsn(RETURN);
        m.visitMaxs(0, 0);
        m.visitEnd();
        w.visitEnd();
        Files.write(dir.resolve("Internal.class"), w.toByteArray());
        OrbitCli.Result r = orbit("run", "-cp", dir.toString(), "Internal");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("Exception in thread \"main\" java.lang.IllegalAccessError: class Internal (in unnamed module @0x"), r.err());
        assertTrue(r.err().contains(") cannot access class jdk.internal.misc.Unsafe (in module java.base) because module java.base does not export "
                + "jdk.internal.misc to unnamed module @0x"), r.err());
    }
}
