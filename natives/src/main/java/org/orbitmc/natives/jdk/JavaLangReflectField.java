package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.FieldNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Reflection on fields: Class.getDeclaredFields0 builds real java.lang.reflect.Field objects whose
 * {@code slot} is Orbit's field slot, which is also what Unsafe's field offsets are.
 */
public final class JavaLangReflectField {
    private JavaLangReflectField() {
    }

    public static void register(NativeRegistry r, AnnotationData annotations) {
        r.bind("java/lang/Class", "getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", (vm, a) -> declaredFields(vm, a.receiver(), a.booleanAt(0), annotations));
        String u = "jdk/internal/misc/Unsafe";
        r.bind(u, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", (vm, a) -> Guest.get(vm, a.refAt(0), JdkField.FIELD_SLOT));
        r.bind(u, "staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", (vm, a) -> Guest.get(vm, a.refAt(0), JdkField.FIELD_SLOT));
        r.bind(u, "staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;", (vm, a) -> Guest.get(vm, a.refAt(0), JdkField.FIELD_CLAZZ));
    }

    private static long declaredFields(Vm vm, long mirror, boolean publicOnly, AnnotationData annotations) {
        ClassInfo c = JavaLangClass.cls(vm, mirror);
        List<FieldInfo> fields = new ArrayList<>();
        for (FieldInfo f : c.declaredFields()) {
            if (!publicOnly || (f.access() & Opcodes.ACC_PUBLIC) != 0) {
                fields.add(f);
            }
        }
        ClassInfo fieldClass = Guest.load(vm, "java/lang/reflect/Field");
        vm.initialize(fieldClass); // JDK code only (as Field's constructor below): atomic upcalls hide nothing
        int array = vm.newArray(vm.classes().arrayOf(fieldClass), fields.size());
        for (int i = 0; i < fields.size(); i++) {
            FieldInfo f = fields.get(i);
            ClassInfo type = vm.classes().forDescriptor(f.descriptor());
            if (type == null) {
                throw vm.exceptions().exception("java/lang/NoClassDefFoundError", f.descriptor());
            }
            FieldNode node = AnnotationData.node(f);
            boolean trustedFinal = (f.access() & Opcodes.ACC_FINAL) != 0 && (f.isStatic() || c.hasTrustedFinals());
            int field = Guest.construct(vm, "java/lang/reflect/Field",
                    "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;IZILjava/lang/String;[B)V",
                    mirror, vm.strings().intern(f.name()), type.mirrorRef(), f.access() & 0xFFFF, trustedFinal ? 1 : 0, f.slot(),
                    Guest.str(vm, node == null ? null : node.signature),
                    AnnotationData.bytes(vm, JdkInternalReflectConstantPool.fieldAnnotations(annotations, f)));
            ((int[]) vm.heap().get(array).array)[i] = field;
        }
        return array;
    }
}
