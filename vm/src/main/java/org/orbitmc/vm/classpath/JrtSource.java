package org.orbitmc.vm.classpath;

import java.util.HashMap;
import java.util.Map;

/** The class files of the running JDK, read from its image ({@link SystemImage}, what {@code jrt:/} shows). */
public final class JrtSource implements ClassSource {
    private final SystemImage image = SystemImage.get();
    private final Map<String, String> moduleOfPackage = new HashMap<>();

    public JrtSource() {
        // The modules' own package lists: the image's /packages directory also lists a module under each parent
        // directory of its packages (javax/sql under java.sql.rowset), which would hide the package's real module.
        moduleOfPackage.putAll(ModuleGraph.ofJdkImage().moduleOfPackage());
    }

    @Override
    public byte[] find(String internalName) {
        int slash = internalName.lastIndexOf('/');
        if (slash < 0) {
            return null;
        }
        String module = moduleOfPackage.get(internalName.substring(0, slash));
        if (module == null) {
            return null;
        }
        return image.read(module, internalName + ".class");
    }

    /** The module a JDK class belongs to, for stack-trace elements; null when not a JDK class. */
    public String moduleOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? null : moduleOfPackage.get(internalName.substring(0, slash));
    }

    @Override
    public String describe() {
        return "jrt:/";
    }
}
