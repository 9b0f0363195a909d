package org.orbitmc.natives.jdk;

import java.util.IdentityHashMap;
import java.util.Map;

import org.objectweb.asm.tree.FieldNode;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.FieldInfo;

/**
 * The annotation bytes and constant pools of one VM's classes, built on first request (reflection that no program
 * uses costs nothing). A cache of a pure function of each loaded class, so host state that is not program state.
 */
public final class AnnotationData {
    private final Map<ClassInfo, ClassAnnotations> byClass = new IdentityHashMap<>();

    ClassAnnotations of(ClassInfo c) {
        return byClass.computeIfAbsent(c, k -> new ClassAnnotations(k.node()));
    }

    /** The class file's FieldNode of a field (its signature and annotations live there). */
    static FieldNode node(FieldInfo f) {
        if (f.owner().node() != null) {
            for (FieldNode n : f.owner().node().fields) {
                if (n.name.equals(f.name()) && n.desc.equals(f.descriptor())) {
                    return n;
                }
            }
        }
        return null;
    }

    /** A guest byte[] with these bytes, or null for null. */
    static int bytes(Vm vm, byte[] bytes) {
        if (bytes == null) {
            return 0;
        }
        int array = vm.newArray(vm.primitiveArrayClass(org.objectweb.asm.Opcodes.T_BYTE), bytes.length);
        System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
        return array;
    }

}
