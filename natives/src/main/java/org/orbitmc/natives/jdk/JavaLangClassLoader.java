package org.orbitmc.natives.jdk;

import java.util.Map;


import org.objectweb.asm.Opcodes;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.ClassRegistry;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.heap.HeapObject;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * The built-in class loaders as the program sees them: the JDK's own {@code jdk.internal.loader.ClassLoaders}
 * (boot, platform and application {@code BuiltinClassLoader}s), interpreted, created on first use — the first
 * {@code getClassLoader()} of a class not defined by the boot loader, {@code getSystemClassLoader()}, a context class
 * loader asked for. The VM still loads every class itself; the loader objects are the identity the program sees, and
 * their lookups ({@code findLoadedClass0}, {@code findBootstrapClass}) answer with the VM's classes, each for the
 * loader that defines it on {@code java}: the JDK's module-to-loader map ({@link ModuleGraph#loaderOf}) for JDK
 * classes, the application loader for the class path.
 */
public final class JavaLangClassLoader {
    static final String CLASS_LOADERS = "jdk/internal/loader/ClassLoaders";
    private static final String CLASS_LOADER = "java/lang/ClassLoader";
    private static final String THREAD = "java/lang/Thread";
    private static final String GUEST_PACKAGE = "org/orbitmc/natives/guest/";

    private JavaLangClassLoader() {
    }

    public static void register(NativeRegistry r) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        r.bind("jdk/internal/misc/VM", "latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;",
                (vm, a) -> latestUserDefinedLoader(vm, graph));
        r.bind("java/lang/Class", "getClassLoader0", "()Ljava/lang/ClassLoader;", (vm, a) -> loaderOf(vm, graph, JavaLangClass.cls(vm, a.receiver())));
        // The boot loader's packages: a JDK package's location is its module in the image; the packages the boot
        // loader has defined are those of the boot classes loaded so far (as on HotSpot, which also loads lazily).
        Map<String, String> moduleOfPackage = graph.moduleOfPackage();
        r.bind("jdk/internal/loader/BootLoader", "getSystemPackageLocation", "(Ljava/lang/String;)Ljava/lang/String;", (vm, a) -> {
            String pn = Guest.host(vm, a.refAt(0));
            String module = moduleOfPackage.get(pn);
            if (module != null && graph.bootLayer().contains(module) && graph.loaderOf(module).equals("boot")) {
                return Guest.str(vm, "jrt:/" + module);
            }
            for (ClassInfo c : vm.classes().loaded()) {
                if (c.isBootAppended() && c.name().startsWith(pn + "/") && c.name().indexOf('/', pn.length() + 1) < 0) {
                    throw new UnsupportedFeatureException("the package " + pn.replace('/', '.') + " of a jar appended to the boot loader's search");
                }
            }
            return 0;
        });
        r.bind("jdk/internal/loader/BootLoader", "getSystemPackageNames", "()[Ljava/lang/String;", (vm, a) -> {
            java.util.TreeSet<String> packages = new java.util.TreeSet<>();
            for (ClassInfo c : vm.classes().loaded()) {
                int slash = c.name().lastIndexOf('/');
                if (!c.isArray() && !c.isPrimitive() && !c.isHidden() && slash > 0 && !c.name().startsWith(GUEST_PACKAGE)
                        && definingLoader(vm, graph, c).equals("boot")) {
                    packages.add(c.name().substring(0, slash));
                }
            }
            int array = vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/String")), packages.size());
            int i = 0;
            for (String pn : packages) {
                ((int[]) vm.heap().get(array).array)[i++] = Guest.str(vm, pn);
            }
            return array;
        });
        r.bind(CLASS_LOADERS, "bootLoader", "()Ljdk/internal/loader/BuiltinClassLoader;", (vm, a) -> builtin(vm, "BOOT_LOADER"));
        r.bind(CLASS_LOADERS, "platformClassLoader", "()Ljava/lang/ClassLoader;", (vm, a) -> builtin(vm, "PLATFORM_LOADER"));
        r.bind(CLASS_LOADERS, "appClassLoader", "()Ljava/lang/ClassLoader;", (vm, a) -> builtin(vm, "APP_LOADER"));
        // The system loader is the built-in application loader: Orbit has no -Djava.system.class.loader.
        r.bind(CLASS_LOADER, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", (vm, a) -> builtin(vm, "APP_LOADER"));
        // The application class path is the VM's own: the loader's URLClassPath is left empty, never read.
        r.bind("jdk/internal/loader/URLClassPath", "toFileURL", "(Ljava/lang/String;)Ljava/net/URL;", (vm, a) -> 0);
        // URLClassPath's constructor reads File.pathSeparator; UnixFileSystem's initIDs is JavaIoFileSystem's.
        r.bind(CLASS_LOADER, "findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", (vm, a) -> {
            ClassInfo c = byBinaryName(vm, Guest.host(vm, a.refAt(0)));
            return c != null && definingLoader(vm, graph, c).equals("boot") ? c.mirrorRef() : 0;
        });
        r.bind(CLASS_LOADER, "findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", (vm, a) -> {
            if (ProgramClassLoaders.isProgramLoader(vm, a.receiver())) {
                ProgramClassLoaders.tableAccess(vm, a.receiver());
            }
            ClassInfo c = byBinaryName(vm, Guest.host(vm, a.refAt(0)));
            return c != null && loaderOf(vm, graph, c) == a.receiver() ? c.mirrorRef() : 0;
        });
        r.bind(THREAD, "getContextClassLoader", "()Ljava/lang/ClassLoader;", (vm, a) -> {
            if (!created(vm)) {
                MethodInfo caller = vm.currentThread().topMethod();
                if (caller.owner().name().equals(THREAD) && caller.name().equals("<init>")) {
                    return 0; // a new thread inherits "not yet set", made the application loader with the loaders
                }
                ensureCreated(vm);
            }
            return Guest.get(vm, a.receiver(), JdkField.THREAD_CONTEXT_CLASS_LOADER);
        });
        r.bind(THREAD, "setContextClassLoader", "(Ljava/lang/ClassLoader;)V", (vm, a) -> {
            ensureCreated(vm); // first, so that the loaders' creation does not overwrite this setting
            Guest.put(vm, a.receiver(), JdkField.THREAD_CONTEXT_CLASS_LOADER, a.refAt(0));
            return 0;
        });
    }

    /** One of ClassLoaders' built-in loaders (BOOT_LOADER, PLATFORM_LOADER, APP_LOADER), the loaders created first. */
    static long builtin(Vm vm, String field) {
        ensureCreated(vm);
        return Guest.getStatic(vm, CLASS_LOADERS, field);
    }

    /** The application class loader (created on first use). */
    public static int appLoader(Vm vm) {
        return (int) builtin(vm, "APP_LOADER");
    }

    private static boolean created(Vm vm) {
        return Guest.getStatic(vm, JdkField.CLASS_LOADER_SCL) != 0;
    }

    /**
     * Creates the built-in loaders as {@code initPhase3} does on {@code java}: ClassLoaders' initializer (the JDK's
     * code, an atomic upcall: it runs no program code), then the system loader and the context class loader of every
     * thread that exists. Until now every thread's context loader was "the application loader, not yet created": a
     * thread's is set only after the loaders exist ({@code setContextClassLoader} creates them first), and a new
     * thread inherits the unset null. The JDK's InnocuousThreads, which clear theirs with Unsafe, stay null.
     */
    private static void ensureCreated(Vm vm) {
        if (created(vm)) {
            return;
        }
        ClassInfo loaders = Guest.load(vm, CLASS_LOADERS);
        vm.initialize(loaders);
        int app = (int) Guest.getStatic(vm, CLASS_LOADERS, "APP_LOADER");
        if (app == 0) {
            return; // asked while ClassLoaders' own initializer runs
        }
        vm.initialize(Guest.load(vm, CLASS_LOADER));
        Guest.putStatic(vm, JdkField.CLASS_LOADER_SCL, app);
        ClassInfo thread = Guest.load(vm, THREAD);
        ClassInfo innocuous = vm.classes().loadedClass("jdk/internal/misc/InnocuousThread");
        int slot = vm.wellKnown().field(JdkField.THREAD_CONTEXT_CLASS_LOADER).slot();
        for (int ref = 1; ref < vm.heap().top(); ref++) {
            HeapObject o = vm.heap().get(ref);
            if (o != null && !o.isArray() && o.mirrored == null && o.type.isSubtypeOf(thread)
                    && (innocuous == null || !o.type.isSubtypeOf(innocuous)) && o.fields[slot] == 0) {
                o.fields[slot] = app;
            }
        }
        vm.markEscaped(app);
    }

    /**
     * HotSpot's JVM_LatestUserDefinedLoader: the loader of the innermost frame's class defined by neither the boot nor
     * the platform loader, skipping reflection's accessors (ObjectInputStream.resolveClass resolves with it).
     */
    private static long latestUserDefinedLoader(Vm vm, ModuleGraph graph) {
        var t = vm.currentThread();
        long platform = -1;
        for (int d = t.depth; d >= 0; d--) {
            ClassInfo c = t.methods[d].owner();
            if (c.name().startsWith(GUEST_PACKAGE) || c.name().startsWith("jdk/internal/reflect/")) {
                continue; // Orbit's reflective-call frames and the JDK's accessors
            }
            long loader = loaderOf(vm, graph, c);
            if (loader == 0) {
                continue;
            }
            if (platform < 0) {
                platform = builtin(vm, "PLATFORM_LOADER");
            }
            if (loader != platform) {
                return loader;
            }
        }
        return 0;
    }

    /** The Class.getClassLoader0 of a class: null for the boot loader. */
    static long loaderOf(Vm vm, ModuleGraph graph, ClassInfo c) {
        while (c.isArray()) {
            c = c.componentType();
        }
        if (c.isPrimitive()) {
            return 0;
        }
        if (c.programDefinedBytes() != null) {
            return Guest.get(vm, c.mirrorRef(), JdkField.CLASS_CLASS_LOADER); // program state: ProgramClassLoaders
        }
        return switch (definingLoader(vm, graph, c)) {
            case "platform" -> builtin(vm, "PLATFORM_LOADER");
            case "app" -> builtin(vm, "APP_LOADER");
            default -> 0;
        };
    }

    /**
     * Which built-in loader defines a class on {@code java}: a JDK class its module's, Orbit's own guest classes
     * (JDK models) the boot loader's, any other class (the class path, classes generated for its lambdas) the
     * application loader's.
     */
    static String definingLoader(Vm vm, ModuleGraph graph, ClassInfo c) {
        if (c.isBootAppended()) {
            return "boot"; // from a jar the program appended to the boot loader's search (Instrumentation)
        }
        String module = vm.moduleOf(c);
        if (module != null) {
            return graph.loaderOf(module);
        }
        return c.name().startsWith(GUEST_PACKAGE) ? "boot" : "app";
    }

    /**
     * Class.forName0: the class as {@code loader} resolves it. The boot loader (null) sees only its own classes; the
     * built-in platform and application loaders delegate to it and see every JDK class (the platform loader delegates
     * to the application loader for the modules defined to that), and the application loader the class path too.
     */
    static ClassInfo forName(Vm vm, String name, int loader) {
        ClassInfo array = null;
        if (name.startsWith("[") && name.indexOf('/') < 0) {
            array = load(vm, name.replace('.', '/'));
            if (array == null) {
                return null;
            }
        }
        ClassInfo c = array == null ? byBinaryName(vm, name) : array;
        while (c != null && c.isArray()) {
            c = c.componentType();
        }
        if (c == null || c.isPrimitive()) {
            return array;
        }
        if (c.programDefinedBytes() != null) {
            // Defined at run time, on this path if its mirror names its loader (or, a proxy of the boot loader, its
            // module): a built-in loader sees it if it defined it or delegates to its definer (findLoadedClass);
            // classes of a program's loader it does not see.
            int definer = (int) Guest.getField(vm, c.mirrorRef(), "classLoader");
            boolean seen = definer == 0 ? Guest.getField(vm, c.mirrorRef(), "module") != 0
                    : definer == loader || definer == builtin(vm, "PLATFORM_LOADER") && loader == builtin(vm, "APP_LOADER");
            return seen ? orArray(c, array) : null;
        }
        String defining = definingLoader(vm, ModuleGraph.ofJdkImage(), c);
        if (loader == 0) {
            return defining.equals("boot") ? orArray(c, array) : null;
        }
        if (loader == builtin(vm, "APP_LOADER")) {
            return orArray(c, array);
        }
        if (loader == builtin(vm, "PLATFORM_LOADER")) {
            return vm.moduleOf(c) != null || defining.equals("boot") ? orArray(c, array) : null;
        }
        throw new org.orbitmc.vm.UnsupportedFeatureException("Class.forName with the class loader "
                + vm.heap().get(loader).type.javaName());
    }

    /** The class a loader is asked for by binary name ({@code java.util.Map$Entry}); null if the VM has none. */
    private static ClassInfo byBinaryName(Vm vm, String name) {
        if (name == null || name.isEmpty() || name.indexOf('/') >= 0 || name.startsWith("[")) {
            return null;
        }
        ClassInfo c = load(vm, name.replace('.', '/'));
        return c == null || (c.access() & Opcodes.ACC_MODULE) != 0 ? null : c;
    }

    private static ClassInfo orArray(ClassInfo c, ClassInfo array) {
        return array != null ? array : c;
    }

    private static ClassInfo load(Vm vm, String internalName) {
        try {
            return vm.classes().load(internalName);
        } catch (ClassRegistry.NoClassDefFound e) {
            throw vm.exceptions().exception("java/lang/NoClassDefFoundError", e.missing());
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null; // a malformed array name
        }
    }
}
