package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.objectweb.asm.tree.InnerClassNode;
import org.objectweb.asm.tree.RecordComponentNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The class-file attributes behind Class's member queries, as HotSpot's JVM_ entry points read them: record
 * components (Record), permitted subclasses (PermittedSubclasses; null when not sealed), nest members (NestMembers,
 * the host first) and declared member classes (InnerClasses entries whose outer class is this class). Entries whose
 * class cannot be loaded are left out, as HotSpot leaves them out.
 */
public final class JavaLangClassMembers {
    private static final String C = "java/lang/Class";

    private JavaLangClassMembers() {
    }

    public static void register(NativeRegistry r, AnnotationData annotations) {
        r.bind(C, "getRecordComponents0", "()[Ljava/lang/reflect/RecordComponent;", (vm, a) -> recordComponents(vm, a.receiver(), annotations));
        r.bind(C, "getPermittedSubclasses0", "()[Ljava/lang/Class;", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.receiver());
            if (c.node() == null || c.node().permittedSubclasses == null) {
                return 0;
            }
            return JavaLangClass.mirrors(vm, loadable(vm, c.node().permittedSubclasses));
        });
        r.bind(C, "getNestMembers0", "()[Ljava/lang/Class;", (vm, a) -> {
            ClassInfo host = vm.classes().load(JavaLangClass.nestHost(JavaLangClass.cls(vm, a.receiver())));
            List<ClassInfo> members = new ArrayList<>();
            members.add(host);
            if (host.node() != null && host.node().nestMembers != null) {
                for (ClassInfo m : loadable(vm, host.node().nestMembers)) {
                    if (JavaLangClass.nestHost(m).equals(host.name())) {
                        members.add(m);
                    }
                }
            }
            return JavaLangClass.mirrors(vm, members);
        });
        r.bind(C, "getDeclaredClasses0", "()[Ljava/lang/Class;", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.receiver());
            List<String> names = new ArrayList<>();
            if (!c.isArray() && !c.isPrimitive()) {
                for (InnerClassNode n : c.innerClasses()) {
                    if (c.name().equals(n.outerName) && !n.name.equals(c.name())) {
                        names.add(n.name);
                    }
                }
            }
            return JavaLangClass.mirrors(vm, loadable(vm, names));
        });
    }

    private static List<ClassInfo> loadable(Vm vm, List<String> names) {
        List<ClassInfo> classes = new ArrayList<>();
        for (String n : names) {
            ClassInfo c = vm.classes().load(n);
            if (c != null) {
                classes.add(c);
            }
        }
        return classes;
    }

    /** JVM_GetRecordComponents: null for a class that is not a record, else the components with their accessors. */
    private static long recordComponents(Vm vm, long mirror, AnnotationData annotations) {
        ClassInfo c = JavaLangClass.cls(vm, mirror);
        if (!JavaLangClass.isRecord(c)) {
            return 0;
        }
        ClassAnnotations ca = annotations.of(c);
        ClassInfo componentClass = Guest.load(vm, "java/lang/reflect/RecordComponent");
        vm.initialize(componentClass);
        List<RecordComponentNode> nodes = c.node().recordComponents == null ? List.of() : c.node().recordComponents;
        int array = vm.newArray(vm.classes().arrayOf(componentClass), nodes.size());
        for (int i = 0; i < nodes.size(); i++) {
            RecordComponentNode n = nodes.get(i);
            int component = vm.newInstance(componentClass);
            ((int[]) vm.heap().get(array).array)[i] = component;
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_CLAZZ, mirror);
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_NAME, vm.strings().intern(n.name));
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_TYPE, JavaLangReflectExecutable.typeMirror(vm, n.descriptor));
            MethodInfo[] methods = c.declaredMethods();
            for (int slot = 0; slot < methods.length; slot++) {
                if (methods[slot].name().equals(n.name) && methods[slot].descriptor().equals("()" + n.descriptor)) {
                    Guest.put(vm, component, JdkField.RECORD_COMPONENT_ACCESSOR, JavaLangReflectExecutable.method(vm, mirror, slot, ca));
                }
            }
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_SIGNATURE, Guest.str(vm, n.signature));
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_ANNOTATIONS, AnnotationData.bytes(vm, ca.componentAnnotations(n)));
            Guest.put(vm, component, JdkField.RECORD_COMPONENT_TYPE_ANNOTATIONS, AnnotationData.bytes(vm, ca.typeAnnotations(n)));
        }
        return array;
    }
}
