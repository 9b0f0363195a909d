package org.orbitmc.natives.jdk;

import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * ResourceBundle.getBundle finds bundles through the caller's module, and Orbit does not model modules
 * (Class.getModule() is null); every lookup path is stopped here rather than failing with a
 * NullPointerException the program could catch.
 */
public final class JavaUtilResourceBundle {
    private static final String C = "java/util/ResourceBundle";

    private JavaUtilResourceBundle() {
    }

    public static void register(NativeRegistry r) {
        String bundle = "Ljava/util/ResourceBundle;";
        String control = "Ljava/util/ResourceBundle$Control;";
        unsupported(r, "getDefaultControl", "(Ljava/lang/Class;Ljava/lang/String;)" + control);
        unsupported(r, "getDefaultControl", "(Ljava/lang/Module;Ljava/lang/String;)" + control);
        unsupported(r, "getBundleImpl", "(Ljava/lang/String;Ljava/util/Locale;Ljava/lang/Class;" + control + ")" + bundle);
        unsupported(r, "getBundleImpl", "(Ljava/lang/String;Ljava/util/Locale;Ljava/lang/Class;Ljava/lang/ClassLoader;" + control + ")" + bundle);
        unsupported(r, "getBundleImpl", "(Ljava/lang/Module;Ljava/lang/Module;Ljava/lang/String;Ljava/util/Locale;" + control + ")" + bundle);
    }

    private static void unsupported(NativeRegistry r, String name, String descriptor) {
        r.bind(C, name, descriptor, (vm, a, b) -> {
            throw new UnsupportedFeatureException("ResourceBundle.getBundle (bundles are found through modules, which Orbit does not model)");
        });
    }
}
