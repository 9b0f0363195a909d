package org.orbitmc.vm.classpath;

import java.lang.module.Configuration;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.Attribute;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodNode;

/**
 * What the JDK's modules export and open, read from the descriptors of the running JDK image (the one whose classes
 * Orbit loads), as {@code java} starts a class-path program: every system module as its descriptor declares it,
 * the program in the unnamed module, and no {@code --add-exports}/{@code --add-opens}. Immutable.
 */
public final class ModuleGraph {
    /** Index 0 is the unnamed module; system modules follow, by name. */
    private final List<String> names = new ArrayList<>();
    private final Map<String, ModuleDescriptor> descriptors = new HashMap<>();
    /** The modules the JDK defines to the boot and to the platform loader; every other system module is the app loader's. */
    private final Set<String> bootModules = new HashSet<>();
    private final Set<String> platformModules = new HashSet<>();
    private Set<String> bootLayer;

    /** The graph of the JDK image Orbit runs on: immutable and the same for every VM, so read once, on first use. */
    public static ModuleGraph ofJdkImage() {
        return JdkImage.GRAPH;
    }

    private static final class JdkImage {
        static final ModuleGraph GRAPH = new ModuleGraph();
    }

    private ModuleGraph() {
        names.add(null);
        for (ModuleReference r : SystemImage.get().modules().values()) {
            descriptors.put(r.descriptor().name(), r.descriptor());
        }
        List<String> sorted = new ArrayList<>(descriptors.keySet());
        Collections.sort(sorted);
        names.addAll(sorted);
        readLoaderMap();
    }

    /**
     * The JDK's own map of modules to built-in loaders, generated into {@code ModuleLoaderMap$Modules} when the JDK is
     * built: its initializer lists the boot modules' names, stores them in {@code bootModules}, then the platform
     * modules' into {@code platformModules}.
     */
    private void readLoaderMap() {
        byte[] bytes = SystemImage.get().read("java.base", "jdk/internal/module/ModuleLoaderMap$Modules.class");
        if (bytes == null) {
            throw new IllegalStateException("no module loader map in the JDK image");
        }
        ClassNode node = new ClassNode();
        new ClassReader(bytes).accept(node, ClassReader.SKIP_FRAMES);
        for (MethodNode m : node.methods) {
            if (!m.name.equals("<clinit>")) {
                continue;
            }
            List<String> seen = new ArrayList<>();
            for (AbstractInsnNode i : m.instructions) {
                if (i instanceof LdcInsnNode ldc && ldc.cst instanceof String s) {
                    seen.add(s);
                } else if (i instanceof FieldInsnNode f && f.getOpcode() == Opcodes.PUTSTATIC) {
                    (f.name.equals("bootModules") ? bootModules : platformModules).addAll(seen);
                    seen.clear();
                }
            }
        }
        if (!bootModules.contains("java.base") || platformModules.isEmpty()) {
            throw new IllegalStateException("unexpected ModuleLoaderMap in the JDK image");
        }
    }

    /** Which built-in loader defines the classes of a system module: "boot", "platform" or "app", as on {@code java}. */
    public String loaderOf(String module) {
        return bootModules.contains(module) ? "boot" : platformModules.contains(module) ? "platform" : "app";
    }

    /** Each JDK package (internal form, {@code java/util}) with the name of the module that holds it. */
    public Map<String, String> moduleOfPackage() {
        Map<String, String> m = new HashMap<>();
        for (ModuleDescriptor d : descriptors.values()) {
            for (String pn : d.packages()) {
                m.put(pn.replace('.', '/'), d.name());
            }
        }
        return m;
    }

    /** Whether a system module may use a service (ServiceLoader): automatic, or its descriptor declares {@code uses}. */
    public boolean uses(String module, String service) {
        ModuleDescriptor d = descriptors.get(module);
        return d.isAutomatic() || d.uses().contains(service);
    }

    /**
     * The providers of a service in the system modules defined to one built-in loader ("boot", "platform", "app"), as
     * {module, provider class} pairs: modules by name, each module's providers in its descriptor's order.
     */
    public List<String[]> providers(String service, String loader) {
        List<String[]> found = new ArrayList<>();
        for (String module : names.subList(1, names.size())) {
            if (!loaderOf(module).equals(loader)) {
                continue;
            }
            for (ModuleDescriptor.Provides p : descriptors.get(module).provides()) {
                if (p.service().equals(service)) {
                    for (String provider : p.providers()) {
                        found.add(new String[] {module, provider});
                    }
                }
            }
        }
        return found;
    }

    /**
     * Whether named module {@code module} reads named module {@code other} in the boot layer: itself, {@code java.base},
     * what it requires (static ones too, all system modules being present), and what those require transitively.
     */
    public boolean reads(String module, String other) {
        if (module.equals(other) || other.equals("java.base")) {
            return true;
        }
        for (ModuleDescriptor.Requires r : descriptors.get(module).requires()) {
            if (descriptors.containsKey(r.name()) && (r.name().equals(other) || readsTransitively(r.name(), other, new HashSet<>()))) {
                return true;
            }
        }
        return false;
    }

    private boolean readsTransitively(String module, String other, Set<String> seen) {
        if (!seen.add(module)) {
            return false;
        }
        for (ModuleDescriptor.Requires r : descriptors.get(module).requires()) {
            if (r.modifiers().contains(ModuleDescriptor.Requires.Modifier.TRANSITIVE) && descriptors.containsKey(r.name())
                    && (r.name().equals(other) || readsTransitively(r.name(), other, seen))) {
                return true;
            }
        }
        return false;
    }

    public int size() {
        return names.size();
    }

    /**
     * The system modules in the boot layer {@code java} makes for a class-path program, by the JDK's own resolver
     * (JEP 261): the default roots are the modules that export a package without qualification, except those marked
     * not to be resolved by default (the incubator modules), and the configuration is their requires closure bound to
     * the providers of the services they use. An aggregator that exports nothing ({@code java.se}) is not in it.
     */
    public synchronized Set<String> bootLayer() {
        if (bootLayer == null) {
            Set<String> roots = new HashSet<>();
            for (String module : names.subList(1, names.size())) {
                ModuleDescriptor d = descriptors.get(module);
                if (d.exports().stream().anyMatch(e -> !e.isQualified()) && !doNotResolveByDefault(module)) {
                    roots.add(module);
                }
            }
            Configuration cf = Configuration.empty().resolveAndBind(ModuleFinder.ofSystem(), ModuleFinder.of(), roots);
            Set<String> modules = new HashSet<>();
            cf.modules().forEach(m -> modules.add(m.name()));
            bootLayer = Collections.unmodifiableSet(modules);
        }
        return bootLayer;
    }

    /** Whether a module's {@code ModuleResolution} class-file attribute says DO_NOT_RESOLVE_BY_DEFAULT (0x1). */
    private static boolean doNotResolveByDefault(String module) {
        byte[] bytes = SystemImage.get().read(module, "module-info.class");
        if (bytes == null) {
            throw new IllegalStateException("no descriptor of module " + module + " in the JDK image");
        }
        int[] flags = new int[1];
        Attribute resolution = new Attribute("ModuleResolution") {
            @Override
            protected Attribute read(ClassReader reader, int offset, int length, char[] buffer, int codeOffset, Label[] labels) {
                flags[0] = reader.readUnsignedShort(offset);
                return this;
            }
        };
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
        }, new Attribute[] {resolution}, ClassReader.SKIP_CODE);
        return (flags[0] & 0x1) != 0;
    }

    /** Whether the image has a module of this name. */
    public boolean contains(String name) {
        return Collections.binarySearch(names.subList(1, names.size()), name) >= 0;
    }

    /** The index of a named module (1..), or 0 for the unnamed module ({@code name} null). */
    public int index(String name) {
        if (name == null) {
            return 0;
        }
        int i = Collections.binarySearch(names.subList(1, names.size()), name);
        if (i < 0) {
            throw new IllegalArgumentException("no system module " + name);
        }
        return i + 1;
    }

    public String name(int index) {
        return names.get(index);
    }

    /**
     * Whether named module {@code module} exports (or, when {@code open}, opens) package {@code pn} to module
     * {@code other}: {@code other} null is the unnamed module, {@code everyone} asks about unqualified exports only.
     * Module.implIsExportedOrOpen on the descriptors (opening a package also exports it).
     */
    public boolean isExportedOrOpen(String module, String pn, String other, boolean everyone, boolean open) {
        ModuleDescriptor d = descriptors.get(module);
        if (module.equals(other)) {
            return d.packages().contains(pn);
        }
        if (d.isOpen() || d.isAutomatic()) {
            return d.packages().contains(pn);
        }
        for (ModuleDescriptor.Opens o : d.opens()) {
            if (o.source().equals(pn) && allows(o.targets(), other, everyone)) {
                return true;
            }
        }
        if (!open) {
            for (ModuleDescriptor.Exports e : d.exports()) {
                if (e.source().equals(pn) && allows(e.targets(), other, everyone)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a module's descriptor opens all its packages (an open module) or is automatic. */
    public boolean isOpenOrAutomatic(String module) {
        ModuleDescriptor d = descriptors.get(module);
        return d.isOpen() || d.isAutomatic();
    }

    private static boolean allows(Set<String> targets, String other, boolean everyone) {
        return targets.isEmpty() || (!everyone && other != null && targets.contains(other));
    }
}
