package org.orbitmc.natives.binding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodNode;
import org.orbitmc.natives.JdkModel;
import org.orbitmc.vm.VmOptions;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.classpath.JrtSource;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Every binding in JdkModel names a method of the JDK 17 image (or of Orbit's guest classes) that exists: a binding
 * of a misspelt name or a stale descriptor is never called, and the method it meant to model runs unmodelled. A
 * binding of a method that is not {@code native} replaces JDK bytecode; those are listed in replaced-methods.txt.
 */
class NativeBindingsTest {
    private static final String REPLACED = "replaced-methods.txt";

    @Test
    void everyBindingNamesANativeMethodThatExists() throws IOException {
        JdkModel model = new JdkModel();
        NativeRegistry registry = new NativeRegistry();
        model.register(registry, new VmOptions(List.of(), true, new ByteArrayOutputStream(), new ByteArrayOutputStream(),
                new ByteArrayInputStream(new byte[0]), Map.of(), false, false, false));
        JrtSource jdk = new JrtSource();
        List<ClassSource> guest = model.bootClassSources();
        Map<String, ClassNode> classes = new TreeMap<>();
        List<String> missing = new ArrayList<>();
        List<String> replaced = new ArrayList<>();
        for (String key : registry.boundMethods()) {
            int dot = key.indexOf('.');
            int paren = key.indexOf('(', dot);
            String owner = key.substring(0, dot);
            String name = key.substring(dot + 1, paren);
            String descriptor = key.substring(paren);
            if (owner.startsWith("org/orbitmc/generated/")) {
                continue; // classes Orbit generates itself (entry frames)
            }
            ClassNode node = classes.computeIfAbsent(owner, o -> readClass(jdk, guest, o));
            if (node == null) {
                missing.add(key + " (no such class)");
            } else if (find(node, name, descriptor) == null) {
                missing.add(key);
            } else if (!isNative(find(node, name, descriptor))) {
                replaced.add(key);
            }
        }
        assertEquals(List.of(), missing.stream().sorted().toList(), "bindings of methods that do not exist");
        if (Boolean.getBoolean("orbit.regenerate")) {
            System.out.println("REPLACED-BEGIN\n" + String.join("\n", replaced.stream().sorted().toList()) + "\nREPLACED-END");
        }
        assertEquals(String.join("\n", listedReplacements()), String.join("\n", replaced.stream().sorted().toList()),
                "bindings of methods that are not native (replacements) must be listed in " + REPLACED);
    }

    /**
     * Natives are bound lazily, by registrar, when a method of a class the registrar declares is first looked up: a
     * registrar that bound a method of a class it does not declare would leave it unbound (a native unsupported, a
     * replacement silently not made) unless something else ran it first; and two registrars binding one method would
     * make the winner depend on which ran last.
     */
    @Test
    void everyRegistrarDeclaresTheClassesItBindsAndNoMethodIsBoundTwice() {
        NativeRegistry registry = new NativeRegistry();
        new JdkModel().register(registry, new VmOptions(List.of(), true, new ByteArrayOutputStream(), new ByteArrayOutputStream(),
                new ByteArrayInputStream(new byte[0]), Map.of(), false, false, false));
        List<String> undeclared = new ArrayList<>();
        List<String> twice = new ArrayList<>();
        Map<String, Integer> boundBy = new TreeMap<>();
        List<NativeRegistry.Registrar> registrars = registry.registrars();
        for (int i = 0; i < registrars.size(); i++) {
            NativeRegistry.Registrar r = registrars.get(i);
            NativeRegistry alone = new NativeRegistry();
            r.binds().accept(alone);
            List<String> keys = new ArrayList<>(alone.boundMethods());
            keys.addAll(alone.boundPolymorphic());
            for (String key : keys) {
                if (!r.owners().contains(key.substring(0, key.indexOf('.')))) {
                    undeclared.add(key + " (registrar " + i + " declares " + r.owners() + ")");
                }
                Integer other = boundBy.put(key, i);
                if (other != null) {
                    twice.add(key + " (registrars " + other + " and " + i + ")");
                }
            }
        }
        assertEquals(List.of(), undeclared, "bound by a registrar that does not declare its class");
        assertEquals(List.of(), twice, "bound by two registrars");
        Set<String> all = new TreeSet<>(registry.boundMethods());
        all.addAll(registry.boundPolymorphic());
        assertTrue(all.containsAll(boundBy.keySet()), "the lazily made bindings are made in the VM's registry");
    }

    /**
     * A signature-polymorphic binding (bound by name, per call site's descriptor) names a method that is signature
     * polymorphic in the JDK (JVMS §2.9.3: a native varargs instance method of MethodHandle or VarHandle taking Object[]):
     * the VM looks such bindings up only for those methods, so any other name would never be called.
     */
    @Test
    void everyPolymorphicBindingNamesASignaturePolymorphicMethod() {
        NativeRegistry registry = new NativeRegistry();
        new JdkModel().register(registry, new VmOptions(List.of(), true, new ByteArrayOutputStream(), new ByteArrayOutputStream(),
                new ByteArrayInputStream(new byte[0]), Map.of(), false, false, false));
        JrtSource jdk = new JrtSource();
        List<String> wrong = new ArrayList<>();
        for (String key : registry.boundPolymorphic()) {
            String owner = key.substring(0, key.indexOf('.'));
            String name = key.substring(key.indexOf('.') + 1);
            ClassNode node = readClass(jdk, List.of(), owner);
            List<MethodNode> named = node == null ? List.of() : node.methods.stream().filter(m -> m.name.equals(name)).toList();
            boolean polymorphic = named.size() == 1 && isNative(named.get(0)) && (named.get(0).access & Opcodes.ACC_VARARGS) != 0
                    && (named.get(0).access & Opcodes.ACC_STATIC) == 0 && named.get(0).desc.startsWith("([Ljava/lang/Object;)")
                    && (owner.equals("java/lang/invoke/MethodHandle") || owner.equals("java/lang/invoke/VarHandle"));
            if (!polymorphic) {
                wrong.add(key);
            }
        }
        assertTrue(registry.boundPolymorphic().size() > 20, "VarHandle's access modes and MethodHandle's invokers are bound");
        assertEquals(List.of(), wrong, "polymorphic bindings of methods that are not signature polymorphic");
    }

    /** The bindings of methods that have bytecode (replacements) are listed, so that a new one is a deliberate choice. */
    private static List<String> listedReplacements() throws IOException {
        try (InputStream in = NativeBindingsTest.class.getResourceAsStream(REPLACED)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).sorted().toList();
        }
    }

    private static MethodNode find(ClassNode node, String name, String descriptor) {
        for (MethodNode m : node.methods) {
            if (m.name.equals(name) && m.desc.equals(descriptor)) {
                return m;
            }
        }
        return null;
    }

    private static boolean isNative(MethodNode m) {
        return (m.access & Opcodes.ACC_NATIVE) != 0;
    }

    /** A class of the JDK image or, failing that, of Orbit's guest classes; null if neither has it. */
    static ClassNode readClass(JrtSource jdk, List<ClassSource> guest, String owner) {
        byte[] bytes = jdk.find(owner);
        for (int i = 0; bytes == null && i < guest.size(); i++) {
            bytes = guest.get(i).find(owner);
        }
        if (bytes == null) {
            return null;
        }
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, ClassReader.SKIP_CODE);
        return node;
    }
}
