package org.orbitmc.vm.classpath;

import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What the JDK's modules export and open, read from the descriptors of the running JDK image (the one whose classes
 * Orbit loads), as {@code java} starts a class-path program: every system module as its descriptor declares it,
 * the program in the unnamed module, and no {@code --add-exports}/{@code --add-opens}. Immutable.
 */
public final class ModuleGraph {
    /** Index 0 is the unnamed module; system modules follow, by name. */
    private final List<String> names = new ArrayList<>();
    private final Map<String, ModuleDescriptor> descriptors = new HashMap<>();

    /** The graph of the JDK image Orbit runs on: immutable and the same for every VM, so read once, on first use. */
    public static ModuleGraph ofJdkImage() {
        return JdkImage.GRAPH;
    }

    private static final class JdkImage {
        static final ModuleGraph GRAPH = new ModuleGraph();
    }

    private ModuleGraph() {
        names.add(null);
        for (ModuleReference r : ModuleFinder.ofSystem().findAll()) {
            descriptors.put(r.descriptor().name(), r.descriptor());
        }
        List<String> sorted = new ArrayList<>(descriptors.keySet());
        Collections.sort(sorted);
        names.addAll(sorted);
    }

    public int size() {
        return names.size();
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

    private static boolean allows(Set<String> targets, String other, boolean everyone) {
        return targets.isEmpty() || (!everyone && other != null && targets.contains(other));
    }
}
