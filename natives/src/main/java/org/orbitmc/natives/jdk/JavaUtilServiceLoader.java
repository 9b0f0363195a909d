package org.orbitmc.natives.jdk;

import java.util.List;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * ServiceLoader's view of the JDK's named modules. On {@code java} the module system's start-up fills each built-in
 * loader's {@code ServicesCatalog} from the modules' {@code provides}; Orbit does not run that start-up, so the one
 * lookup of a loader's catalog ({@code ModuleServicesLookupIterator.iteratorFor}) answers from the JDK's module
 * descriptors ({@link ModuleGraph#providers}). The rest — loading each provider class in its module, its
 * {@code provider()} method or public constructor, the class path's {@code META-INF/services} — is ServiceLoader's
 * own code. A loader the program made has no modules: its catalog is empty, as on {@code java}.
 */
public final class JavaUtilServiceLoader {
    private static final String PROVIDER = "jdk/internal/module/ServicesCatalog$ServiceProvider";

    private JavaUtilServiceLoader() {
    }

    public static void register(NativeRegistry r) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        r.bind("jdk/internal/loader/BootLoader", "setBootLoaderUnnamedModule0", "(Ljava/lang/Module;)V", (vm, a) -> 0);
        r.bind("java/util/ServiceLoader$ModuleServicesLookupIterator", "iteratorFor", "(Ljava/lang/ClassLoader;)Ljava/util/Iterator;", (vm, a) -> {
            int serviceLoader = (int) Guest.getField(vm, a.receiver(), "this$0");
            String service = Guest.host(vm, Guest.getField(vm, serviceLoader, "serviceName"));
            long loader = a.refAt(0);
            String kind = loader == 0 ? "boot"
                    : loader == JavaLangClassLoader.builtin(vm, "PLATFORM_LOADER") ? "platform"
                    : loader == JavaLangClassLoader.builtin(vm, "APP_LOADER") ? "app" : null;
            List<String[]> providers = kind == null ? List.of() : graph.providers(service, kind);
            // JDK code only (ArrayList, the catalog's ServiceProvider records): atomic upcalls.
            int list = Guest.construct(vm, "java/util/ArrayList", "()V");
            for (String[] p : providers) {
                int provider = Guest.construct(vm, PROVIDER, "(Ljava/lang/Module;Ljava/lang/String;)V",
                        JavaLangModule.named(vm, p[0]), Guest.str(vm, p[1]));
                Guest.callVirtual(vm, "java/util/ArrayList", "add", "(Ljava/lang/Object;)Z", list, provider);
            }
            return Guest.callVirtual(vm, "java/util/ArrayList", "iterator", "()Ljava/util/Iterator;", list);
        });
    }
}
