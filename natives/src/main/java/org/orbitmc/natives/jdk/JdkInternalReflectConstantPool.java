package org.orbitmc.natives.jdk;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Runtime-visible annotations for the JDK's AnnotationParser: Class.getRawAnnotations, and Class.getConstantPool as a
 * real jdk.internal.reflect.ConstantPool whose {@code constantPoolOop} is the class's mirror and whose natives read the
 * pool of {@link ClassAnnotations}, to which the raw bytes of the class's, its methods' and its fields' annotations
 * refer, and the type annotations of the class and its members.
 */
public final class JdkInternalReflectConstantPool {
    private static final String CP = "jdk/internal/reflect/ConstantPool";

    private JdkInternalReflectConstantPool() {
    }

    public static void register(NativeRegistry r, AnnotationData data) {
        String c = "java/lang/Class";
        r.bind(c, "getRawAnnotations", "()[B", (vm, a) -> AnnotationData.bytes(vm, data.of(JavaLangClass.cls(vm, a.receiver())).classAnnotations()));
        r.bind(c, "getRawTypeAnnotations", "()[B", (vm, a) -> {
            ClassInfo k = JavaLangClass.cls(vm, a.receiver());
            return AnnotationData.bytes(vm, data.of(k).typeAnnotations(k.node()));
        });
        r.bind(c, "getConstantPool", "()Ljdk/internal/reflect/ConstantPool;", (vm, a) -> {
            int pool = Guest.construct(vm, CP, "()V");
            Guest.putField(vm, pool, "constantPoolOop", a.receiver());
            return pool;
        });
        r.bind("java/lang/reflect/Field", "getTypeAnnotationBytes0", "()[B", (vm, a) -> {
            ClassInfo k = JavaLangClass.cls(vm, Guest.get(vm, a.receiver(), JdkField.FIELD_CLAZZ));
            String name = Guest.host(vm, Guest.get(vm, a.receiver(), JdkField.FIELD_NAME));
            for (FieldInfo f : k.declaredFields()) {
                if (f.name().equals(name) && f.slot() == (int) Guest.get(vm, a.receiver(), JdkField.FIELD_SLOT)) {
                    return AnnotationData.bytes(vm, data.of(k).typeAnnotations(AnnotationData.node(f)));
                }
            }
            return 0;
        });
        r.bind(CP, "getSize0", "(Ljava/lang/Object;)I", (vm, a) -> data.of(JavaLangClass.cls(vm, a.refAt(0))).size());
        r.bind(CP, "getTagAt0", "(Ljava/lang/Object;I)B", (vm, a) -> ClassAnnotations.tag(entry(vm, data, a.refAt(0), a.intAt(1), null)));
        r.bind(CP, "getIntAt0", "(Ljava/lang/Object;I)I", (vm, a) -> (Integer) entry(vm, data, a.refAt(0), a.intAt(1), Integer.class));
        r.bind(CP, "getLongAt0", "(Ljava/lang/Object;I)J", (vm, a) -> (Long) entry(vm, data, a.refAt(0), a.intAt(1), Long.class));
        r.bind(CP, "getFloatAt0", "(Ljava/lang/Object;I)F",
                (vm, a) -> Float.floatToRawIntBits((Float) entry(vm, data, a.refAt(0), a.intAt(1), Float.class)));
        r.bind(CP, "getDoubleAt0", "(Ljava/lang/Object;I)D",
                (vm, a) -> Double.doubleToRawLongBits((Double) entry(vm, data, a.refAt(0), a.intAt(1), Double.class)));
        r.bind(CP, "getUTF8At0", "(Ljava/lang/Object;I)Ljava/lang/String;",
                (vm, a) -> Guest.str(vm, (String) entry(vm, data, a.refAt(0), a.intAt(1), String.class)));
        for (String other : new String[] {"getClassAt0:(Ljava/lang/Object;I)Ljava/lang/Class;", "getClassAtIfLoaded0:(Ljava/lang/Object;I)Ljava/lang/Class;",
            "getClassRefIndexAt0:(Ljava/lang/Object;I)I", "getMethodAt0:(Ljava/lang/Object;I)Ljava/lang/reflect/Member;",
            "getMethodAtIfLoaded0:(Ljava/lang/Object;I)Ljava/lang/reflect/Member;", "getFieldAt0:(Ljava/lang/Object;I)Ljava/lang/reflect/Field;",
            "getFieldAtIfLoaded0:(Ljava/lang/Object;I)Ljava/lang/reflect/Field;", "getMemberRefInfoAt0:(Ljava/lang/Object;I)[Ljava/lang/String;",
            "getNameAndTypeRefIndexAt0:(Ljava/lang/Object;I)I", "getNameAndTypeRefInfoAt0:(Ljava/lang/Object;I)[Ljava/lang/String;",
            "getStringAt0:(Ljava/lang/Object;I)Ljava/lang/String;"}) {
            int colon = other.indexOf(':');
            String name = other.substring(0, colon);
            r.bind(CP, name, other.substring(colon + 1), (vm, a) -> {
                throw new UnsupportedFeatureException("jdk.internal.reflect.ConstantPool." + name + " (only the entries annotations use are modelled)");
            });
        }
    }

    /** The annotations' bytes of a field (null when it has none). */
    static byte[] fieldAnnotations(AnnotationData data, FieldInfo f) {
        var node = AnnotationData.node(f);
        return node == null ? null : data.of(f.owner()).fieldAnnotations(node);
    }

    private static Object entry(Vm vm, AnnotationData data, long mirror, long index, Class<?> type) {
        ClassAnnotations pool = data.of(JavaLangClass.cls(vm, mirror));
        Object e = pool.entry((int) index);
        if (e == null) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "Constant pool index out of bounds");
        }
        if (type != null && !type.isInstance(e)) {
            throw vm.exceptions().exception("java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        }
        return e;
    }
}
