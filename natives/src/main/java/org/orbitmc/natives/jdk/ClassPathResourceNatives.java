package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeArgs;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The resources of the built-in loaders: {@code BuiltinClassLoader}'s class-path and module look-ups continue in
 * Orbit's guest {@code ClassPathResources}, whose natives read the class-path entries Orbit was given and the JDK
 * image's modules (those of the boot layer, encapsulated as on {@code java}).
 */
public final class ClassPathResourceNatives {
    static final String RESOURCES = "org/orbitmc/natives/guest/ClassPathResources";
    private static final String LOADER = "jdk/internal/loader/BuiltinClassLoader";

    private ClassPathResourceNatives() {
    }

    public static void register(NativeRegistry r) {
        r.bind(LOADER, "findResourceOnClassPath", "(Ljava/lang/String;)Ljava/net/URL;",
                (vm, a) -> continueIn(vm, a, "first", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/net/URL;"));
        r.bind(LOADER, "findResourcesOnClassPath", "(Ljava/lang/String;)Ljava/util/Enumeration;",
                (vm, a) -> continueIn(vm, a, "all", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/util/Enumeration;"));
        // A built-in loader's packageToModule map stays empty in Orbit (the module graph is not booted), so every
        // resource look-up takes findMiscResource, which answers here for the JDK modules the loader defines.
        r.bind(LOADER, "findMiscResource", "(Ljava/lang/String;)Ljava/util/List;",
                (vm, a) -> continueIn(vm, a, "inModules", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/util/List;"));
        r.bind(RESOURCES, "findInModules", "(Ljava/lang/ClassLoader;Ljava/lang/String;)[Ljava/lang/String;",
                (vm, a) -> strings(vm, inModules(vm, a.refAt(0), Guest.host(vm, a.refAt(1)))));
        r.bind(RESOURCES, "find", "(Ljava/lang/ClassLoader;Ljava/lang/String;)[Ljava/lang/String;", (vm, a) -> {
            List<String> urls = new ArrayList<>();
            String name = Guest.host(vm, a.refAt(1));
            if (a.refAt(0) != 0 && Guest.get(vm, a.refAt(0), JdkField.BUILTIN_CLASS_LOADER_UCP) != 0 && name != null) {
                for (ClassSource s : vm.options().classPath()) {
                    if ((s.resource(name) != null || s.containsDirectory(name)) && s.resourceUrl(name) != null) {
                        urls.add(s.resourceUrl(name));
                    }
                }
            }
            return strings(vm, urls);
        });
        r.bind(RESOURCES, "read", "(Ljava/lang/String;)[B", (vm, a) -> {
            String url = Guest.host(vm, a.refAt(0));
            byte[] bytes = read(vm, url);
            if (bytes == null) {
                return 0;
            }
            int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
            System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
            return array;
        });
    }

    private static int strings(Vm vm, List<String> strings) {
        int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/String")), strings.size());
        for (int i = 0; i < strings.size(); i++) {
            ((int[]) vm.heap().get(array).array)[i] = Guest.str(vm, strings.get(i));
        }
        return array;
    }

    /**
     * BuiltinClassLoader's module look-ups, for the modules of the boot layer: a resource in a package of a module
     * defined to {@code loader} is that module's, found when it is a class file or its package is open to all (Java 17's
     * encapsulation of resources); one in a package of a module of another loader is not this loader's; one in no
     * module's package (META-INF/..., a top-level name) is looked for in each module defined to {@code loader}.
     * As {@code jrt:} URLs, which {@link #read} opens from the image.
     */
    private static List<String> inModules(Vm vm, int loader, String name) {
        List<String> urls = new ArrayList<>();
        String kind = loader == JavaLangClassLoader.builtin(vm, "APP_LOADER") ? "app"
                : loader == JavaLangClassLoader.builtin(vm, "PLATFORM_LOADER") ? "platform"
                : loader == JavaLangClassLoader.builtin(vm, "BOOT_LOADER") ? "boot" : null;
        if (kind == null || name == null) {
            return urls;
        }
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        int slash = name.lastIndexOf('/');
        String pn = slash < 0 || slash == name.length() - 1 ? "" : name.substring(0, slash).replace('/', '.');
        String module = pn.isEmpty() ? null : vm.classes().classPath().jdk().moduleOf(name);
        if (module != null && graph.bootLayer().contains(module)) {
            if (graph.loaderOf(module).equals(kind) && JavaLangClassResources.read(module, name) != null
                    && (name.endsWith(".class") || graph.isExportedOrOpen(module, pn, null, true, true))) {
                urls.add("jrt:/" + module + "/" + name);
            }
            return urls;
        }
        for (int i = 1; i < graph.size(); i++) {
            String m = graph.name(i);
            if (graph.bootLayer().contains(m) && graph.loaderOf(m).equals(kind) && JavaLangClassResources.read(m, name) != null) {
                urls.add("jrt:/" + m + "/" + name);
            }
        }
        return urls;
    }

    private static byte[] read(Vm vm, String url) {
        if (url == null) {
            return null;
        }
        if (url.startsWith("jrt:/")) {
            int slash = url.indexOf('/', 5);
            return slash < 0 ? null : JavaLangClassResources.read(url.substring(5, slash), url.substring(slash + 1));
        }
        for (ClassSource s : vm.options().classPath()) {
            String prefix = s.resourceUrl("");
            if (prefix != null && url.startsWith(prefix)) {
                byte[] bytes = s.resource(url.substring(prefix.length()));
                if (bytes != null) {
                    return bytes;
                }
                if (s.containsDirectory(url.substring(prefix.length()))) {
                    throw new UnsupportedFeatureException("reading the class-path directory " + url + " as a resource (java lists its files)");
                }
            }
        }
        return null;
    }

    /** Ends a BuiltinClassLoader native of one resource name in ClassPathResources' method {@code name}. */
    private static long continueIn(Vm vm, NativeArgs a, String name, String descriptor) {
        return continueIn(vm, a.base(), name, descriptor, a.receiver(), a.refAt(0));
    }

    /** Ends a native in ClassPathResources.stream(loader, name): the resource's stream, or null. */
    static long stream(Vm vm, int base, int loader, int name) {
        return continueIn(vm, base, "stream", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/io/InputStream;", loader, name);
    }

    private static long continueIn(Vm vm, int b, String name, String descriptor, long loader, long resource) {
        ClassInfo resources = Guest.load(vm, RESOURCES);
        vm.initializeForNative(resources);
        MethodInfo m = Guest.method(resources, name, descriptor);
        return vm.tailCall(b, m, loader, resource);
    }
}
