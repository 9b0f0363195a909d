package org.orbitmc.natives.jdk;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkMethod;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Class.getResourceAsStream and getResource. A JDK class's resources (the ICU normalization data, currency data,
 * ...) are read from the running JDK's jrt:/ image, the image the interpreted classes come from, and handed to the
 * program as a ByteArrayInputStream; module encapsulation is kept: a resource in a package of a JDK module is found
 * only by code of that module. A class-path class's resources are its loader's, through the JDK's own
 * ClassLoader.getResource(AsStream) (parents first), and so are those of a class a program's loader defined.
 */
public final class JavaLangClassResources {
    private JavaLangClassResources() {
    }

    public static void register(NativeRegistry r) {
        r.bind("java/lang/Class", "getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            return resourceAsStream(vm, a.base(), JavaLangClass.cls(vm, a.receiver()), Guest.host(vm, a.refAt(0)));
        });
        r.bind("java/lang/Class", "getResource", "(Ljava/lang/String;)Ljava/net/URL;", (vm, a) -> {
            ClassInfo c = JavaLangClass.cls(vm, a.receiver());
            while (c.isArray()) {
                c = c.componentType();
            }
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            if (c.programDefinedBytes() != null) {
                return programDefined(vm, a.base(), c, resolveName(c, Guest.host(vm, a.refAt(0))), false);
            }
            String module = c.isPrimitive() ? "java.base" : vm.moduleOf(c);
            if (module != null) {
                // A JDK class: its module's resource in the image, as a jrt: URL, if the caller may see it.
                String name = Guest.host(vm, a.refAt(0));
                String path = !c.isPrimitive() ? resolveName(c, name) : name.startsWith("/") ? name.substring(1) : "java/lang/" + name;
                if (!visible(vm, module, path, false) || read(module, path) == null) {
                    return 0;
                }
                ClassInfo resources = Guest.load(vm, ClassPathResourceNatives.RESOURCES);
                vm.initializeForNative(resources);
                return vm.tailCall(a.base(), Guest.method(resources, "url",
                        "(Ljava/lang/String;)Ljava/net/URL;"), Guest.str(vm, "jrt:/" + module + "/" + path));
            }
            // A class of the class path: its loader's (the application loader's) resource, parents first.
            return vm.tailCall(a.base(), Guest.method(vm, JdkMethod.CLASS_LOADER_GET_RESOURCE),
                    JavaLangClassLoader.appLoader(vm), Guest.str(vm, resolveName(c, Guest.host(vm, a.refAt(0)))));
        });
    }

    private static long resourceAsStream(Vm vm, int base, ClassInfo c, String name) {
        while (c.isArray()) {
            c = c.componentType();
        }
        String module = c.isPrimitive() ? "java.base" : vm.moduleOf(c);
        String path = resolveName(c, name);
        if (c.programDefinedBytes() != null) {
            return programDefined(vm, base, c, path, true);
        }
        if (module == null) {
            // The application loader's resource, parents first (a JDK class file too, as on java).
            return vm.tailCall(base, Guest.method(vm, JdkMethod.CLASS_LOADER_GET_RESOURCE_AS_STREAM), JavaLangClassLoader.appLoader(vm),
                    Guest.str(vm, path));
        }
        return jdkResource(vm, module, path, false);
    }

    /**
     * A class defined at run time (by a program's class loader, or a proxy class) as Class.getResource(AsStream) does it:
     * in a named module (a proxy's jdk.proxyN) the module's own resource, which no loader has (encapsulation aside, the
     * answer is null); in its loader's unnamed module the loader's resource (getResource(AsStream), parents first), or
     * the system class loader's for the boot loader.
     */
    private static long programDefined(Vm vm, int base, ClassInfo c, String path, boolean stream) {
        int module = (int) JavaLangModule.moduleOf(vm, ModuleGraph.ofJdkImage(), c);
        int loader = (int) JavaLangClassLoader.loaderOf(vm, ModuleGraph.ofJdkImage(), c);
        String name = JavaLangModule.moduleName(vm, module);
        if (name != null) {
            return JavaLangModule.loaderModuleResource(vm, loader, false, "Class.getResource" + (stream ? "AsStream" : "") + " of " + c.javaName());
        }
        MethodInfo get = Guest.method(vm, stream ? JdkMethod.CLASS_LOADER_GET_RESOURCE_AS_STREAM : JdkMethod.CLASS_LOADER_GET_RESOURCE);
        if (loader == 0) {
            String system = stream ? "getSystemResourceAsStream" : "getSystemResource";
            ClassInfo classLoader = Guest.load(vm, "java/lang/ClassLoader");
            return vm.tailCall(base, Guest.method(classLoader, system, get.descriptor()), Guest.str(vm, path));
        }
        return vm.tailCall(base, vm.heap().get(loader).type.selectMethod(get), loader, Guest.str(vm, path));
    }

    /**
     * A JDK module's resource as Module.getResourceAsStream gives it to the code calling the native: read from the
     * image, but a resource in one of the module's packages (not a class file) only for code of that module, of a
     * module the package is open to, or (Module.getResourceAsStream only, {@code javaBaseToo}) of java.base: Java 17's
     * encapsulation. Null otherwise or when absent.
     */
    static long jdkResource(Vm vm, String module, String path, boolean javaBaseToo) {
        return visible(vm, module, path, javaBaseToo) ? byteStream(vm, read(module, path)) : 0;
    }

    /** Whether the code calling the native may see a JDK module's resource (Java 17's encapsulation, see jdkResource). */
    private static boolean visible(Vm vm, String module, String path, boolean javaBaseToo) {
        String caller = vm.moduleOf(vm.currentThread().topMethod().owner());
        int slash = path.lastIndexOf('/');
        String pn = slash > 0 ? path.substring(0, slash).replace('/', '.') : "";
        boolean inPackage = !pn.isEmpty() && module.equals(vm.classes().classPath().jdk().moduleOf(path));
        return !(inPackage && !path.endsWith(".class") && !module.equals(caller) && !(javaBaseToo && "java.base".equals(caller))
                && !ModuleGraph.ofJdkImage().isExportedOrOpen(module, pn, caller, false, true));
    }

    private static long byteStream(Vm vm, byte[] bytes) {
        if (bytes == null) {
            return 0;
        }
        int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
        System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
        return Guest.construct(vm, "java/io/ByteArrayInputStream", "([B)V", array); // JDK code only: an atomic upcall
    }

    /** Class.resolveName: relative names are in the class's package, absolute ones lose the leading slash. */
    private static String resolveName(ClassInfo c, String name) {
        if (name.startsWith("/")) {
            return name.substring(1);
        }
        int slash = c.name().lastIndexOf('/');
        return slash < 0 ? name : c.name().substring(0, slash + 1) + name;
    }

    static byte[] read(String module, String path) {
        FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
        Path file = jrt.getPath("/modules", module, path);
        try {
            return Files.isRegularFile(file) ? Files.readAllBytes(file) : null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
