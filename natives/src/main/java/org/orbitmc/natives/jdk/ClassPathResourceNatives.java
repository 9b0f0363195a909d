package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.List;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ClassSource;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The application class path's resources for the built-in loaders: {@code BuiltinClassLoader}'s class-path lookups
 * continue in Orbit's guest {@code ClassPathResources}, whose natives read the class-path entries Orbit was given.
 * Resources of the JDK's modules are found by {@code java}'s loaders through the module system, which Orbit does not
 * model: asking a loader for one stops the run as unsupported rather than answer "absent".
 */
public final class ClassPathResourceNatives {
    private static final String RESOURCES = "org/orbitmc/natives/guest/ClassPathResources";
    private static final String LOADER = "jdk/internal/loader/BuiltinClassLoader";

    private ClassPathResourceNatives() {
    }

    public static void register(NativeRegistry r) {
        r.bind(LOADER, "findResourceOnClassPath", "(Ljava/lang/String;)Ljava/net/URL;",
                (vm, a, b) -> continueIn(vm, a, b, "first", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/net/URL;"));
        r.bind(LOADER, "findResourcesOnClassPath", "(Ljava/lang/String;)Ljava/util/Enumeration;",
                (vm, a, b) -> continueIn(vm, a, b, "all", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/util/Enumeration;"));
        r.bind(RESOURCES, "find", "(Ljava/lang/ClassLoader;Ljava/lang/String;)[Ljava/lang/String;", (vm, a, b) -> {
            List<String> urls = new ArrayList<>();
            String name = Guest.host(vm, a[b + 1]);
            if (a[b] != 0 && Guest.getField(vm, (int) a[b], "ucp") != 0 && name != null) {
                checkNotJdk(vm, name);
                for (ClassSource s : vm.options().classPath()) {
                    if (s.resource(name) != null && s.resourceUrl(name) != null) {
                        urls.add(s.resourceUrl(name));
                    }
                }
            }
            int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/String")), urls.size());
            for (int i = 0; i < urls.size(); i++) {
                ((int[]) vm.heap().get(array).array)[i] = Guest.str(vm, urls.get(i));
            }
            return array;
        });
        r.bind(RESOURCES, "read", "(Ljava/lang/String;)[B", (vm, a, b) -> {
            String url = Guest.host(vm, a[b]);
            byte[] bytes = read(vm, url);
            if (bytes == null) {
                return 0;
            }
            int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
            System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
            return array;
        });
    }

    /** The first class-path resource of this name, or null (Class.getResourceAsStream of the class path's classes). */
    static byte[] first(Vm vm, String name) {
        checkNotJdk(vm, name);
        for (ClassSource s : vm.options().classPath()) {
            byte[] bytes = s.resource(name);
            if (bytes != null) {
                return bytes;
            }
        }
        return null;
    }

    private static byte[] read(Vm vm, String url) {
        if (url == null) {
            return null;
        }
        for (ClassSource s : vm.options().classPath()) {
            String prefix = s.resourceUrl("");
            if (prefix != null && url.startsWith(prefix)) {
                byte[] bytes = s.resource(url.substring(prefix.length()));
                if (bytes != null) {
                    return bytes;
                }
            }
        }
        return null;
    }

    /** A resource in a package of a JDK module ({@code java/lang/Object.class}) is the module's: not modelled. */
    private static void checkNotJdk(Vm vm, String name) {
        if (vm.classes().classPath().jdk().moduleOf(name) != null) {
            throw new UnsupportedFeatureException("resources of the JDK's modules through a class loader (\"" + name + "\")");
        }
    }

    private static long continueIn(Vm vm, long[] a, int b, String name, String descriptor) {
        return continueIn(vm, b, name, descriptor, a[b], a[b + 1]);
    }

    /** Ends a native of two argument slots in ClassPathResources.first(loader, name): the URL, or null. */
    static long firstUrl(Vm vm, int base, int loader, int name) {
        return continueIn(vm, base, "first", "(Ljava/lang/ClassLoader;Ljava/lang/String;)Ljava/net/URL;", loader, name);
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
