package org.orbitmc.natives.jdk;

import java.util.TreeMap;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The packages the application and platform class loaders have defined. On java, {@code BuiltinClassLoader.defineClass}
 * defines a class's package as it defines the class; Orbit defines those classes itself, so the loader's
 * {@code packages} map gets a {@code Package} for each package of its classes loaded so far when the program asks ({@code getDefinedPackage(s)}, {@code Package.getPackage(s)}, the
 * unnamed module's {@code getPackages}): the same answers, computed when they are read. Other loaders' maps are the
 * JDK's own (a program loader's {@code defineClass} runs the JDK's code).
 */
public final class AppLoaderPackages {
    private static final String LOADER = "java/lang/ClassLoader";

    private AppLoaderPackages() {
    }

    public static void register(NativeRegistry r) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        r.bind(LOADER, "getDefinedPackage", "(Ljava/lang/String;)Ljava/lang/Package;", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", "name cannot be null");
            }
            define(vm, graph, a.receiver());
            long p = Guest.callVirtual(vm, JdkMethod.CONCURRENT_HASH_MAP_GET, Guest.get(vm, a.receiver(), JdkField.CLASS_LOADER_PACKAGES), a.refAt(0));
            return p != 0 && vm.heap().get((int) p).type.isSubtypeOf(Guest.load(vm, "java/lang/Package")) ? p : 0;
        });
        // ClassLoader.packages(): every NamedPackage of the map as a Package (ClassLoader.definePackage(name, module)).
        r.bind(LOADER, "packages", "()Ljava/util/stream/Stream;", (vm, a) -> Guest.callStatic(vm, "java/util/stream/Stream", "of",
                "([Ljava/lang/Object;)Ljava/util/stream/Stream;", packages(vm, graph, a.receiver())));
    }

    /** The loader's packages, each as a Package, in its map's order (a guest Package[]). */
    static int packages(Vm vm, ModuleGraph graph, int loader) {
        define(vm, graph, loader);
        long values = Guest.callVirtual(vm, JdkMethod.CONCURRENT_HASH_MAP_VALUES, Guest.get(vm, loader, JdkField.CLASS_LOADER_PACKAGES));
        int[] named = ((int[]) vm.heap().get((int) Guest.callVirtual(vm, JdkMethod.COLLECTION_TO_ARRAY, values)).array).clone();
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/Package")), named.length);
        for (int i = 0; i < named.length; i++) {
            long p = Guest.callVirtual(vm, LOADER, "definePackage", "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Package;", loader,
                    Guest.getField(vm, named[i], "name"), Guest.getField(vm, named[i], "module"));
            ((int[]) vm.heap().get(array).array)[i] = (int) p;
        }
        return array;
    }

    /**
     * For the application and platform loaders: a Package in its map for each package of the classes it defined so far
     * (class-path classes in its unnamed module, JDK classes in their named modules), as java defines them with the class.
     */
    private static void define(Vm vm, ModuleGraph graph, int loader) {
        String kind = loader == 0 ? null : loader == JavaLangClassLoader.appLoader(vm) ? "app"
                : loader == JavaLangClassLoader.builtin(vm, "PLATFORM_LOADER") ? "platform" : null;
        if (kind == null) {
            return;
        }
        TreeMap<String, ClassInfo> names = new TreeMap<>();
        for (ClassInfo c : vm.classes().loaded()) {
            if (!c.isArray() && !c.isPrimitive() && !c.isHidden() && c.programDefinedBytes() == null && !c.name().startsWith("org/orbitmc/generated/")
                    && !c.name().startsWith("jdk/proxy") && JavaLangClassLoader.definingLoader(vm, graph, c).equals(kind)) {
                int slash = c.name().lastIndexOf('/');
                names.putIfAbsent(slash < 0 ? "" : c.name().substring(0, slash).replace('/', '.'), c);
            }
        }
        long map = Guest.get(vm, loader, JdkField.CLASS_LOADER_PACKAGES);
        for (var named : names.entrySet()) {
            int s = Guest.str(vm, named.getKey());
            long p = Guest.callVirtual(vm, JdkMethod.CONCURRENT_HASH_MAP_GET, map, s);
            if (p == 0 || !vm.heap().get((int) p).type.isSubtypeOf(Guest.load(vm, "java/lang/Package"))) {
                Guest.callVirtual(vm, LOADER, "definePackage", "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Package;", loader, s,
                        JavaLangModule.moduleOf(vm, graph, named.getValue()));
            }
        }
    }
}
