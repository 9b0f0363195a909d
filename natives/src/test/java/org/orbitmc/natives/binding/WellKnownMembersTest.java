package org.orbitmc.natives.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classpath.JrtSource;

/**
 * Every entry of the VM's table of well-known JDK members (JdkField, JdkMethod) is declared by its class in the running
 * JDK 17 image with that name and descriptor: a stale entry would stop a native with an internal error only when it first
 * runs.
 */
class WellKnownMembersTest {
    @Test
    void everyWellKnownFieldAndMethodIsDeclaredInTheJdk() {
        JrtSource jdk = new JrtSource();
        List<String> missing = new ArrayList<>();
        for (JdkField f : JdkField.values()) {
            ClassNode c = read(jdk, f.owner());
            if (c == null || c.fields.stream().noneMatch(n -> n.name.equals(f.fieldName()) && n.desc.equals(f.descriptor()))) {
                missing.add(f + " " + f.owner() + "." + f.fieldName() + " " + f.descriptor());
            }
        }
        for (JdkMethod m : JdkMethod.values()) {
            ClassNode c = read(jdk, m.owner());
            if (c == null || c.methods.stream().noneMatch(n -> n.name.equals(m.methodName()) && n.desc.equals(m.descriptor()))) {
                missing.add(m + " " + m.owner() + "." + m.methodName() + m.descriptor());
            }
        }
        assertEquals(List.of(), missing, "well-known members the JDK does not declare");
    }

    private static ClassNode read(JrtSource jdk, String owner) {
        byte[] bytes = jdk.find(owner);
        if (bytes == null) {
            return null;
        }
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, ClassReader.SKIP_CODE);
        return node;
    }
}
