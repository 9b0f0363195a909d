package org.orbitmc.natives.jdk;

import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.ClassNode;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.JdkField;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Modules, as far as encapsulation needs them: {@code Class.getModule()} gives one {@code java.lang.Module} object
 * per module — the JDK module holding the class's package (from the JDK image), or the one unnamed module of the
 * class path — with only its name set, and whether a package is exported or open to a module is answered from the
 * JDK's own module descriptors ({@link ModuleGraph}). With that, the JDK's own checks run unchanged:
 * {@code AccessibleObject.checkCanSetAccessible} (so {@code setAccessible} throws {@code InaccessibleObjectException}
 * as on {@code java}) and {@code Reflection.verifyModuleAccess}. The rest of {@code Module} (descriptor, layer,
 * reads, packages, annotations, and adding exports or reads to a named module) is not modelled and stops the run as
 * unsupported rather than answer from the empty fields.
 */
public final class JavaLangModule {
    private static final String MODULE = "java/lang/Module";
    private static final String TABLE = "org/orbitmc/natives/guest/ModuleTable";

    private JavaLangModule() {
    }

    public static void register(NativeRegistry r) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        r.bind("java/lang/Class", "getModule", "()Ljava/lang/Module;", (vm, a) -> moduleOf(vm, graph, JavaLangClass.cls(vm, a.receiver())));
        r.bind(MODULE, "implIsExportedOrOpen", "(Ljava/lang/String;Ljava/lang/Module;Z)Z", (vm, a) -> {
            String name = moduleName(vm, a.receiver());
            if (name == null) {
                return 1; // every package of an unnamed module is open to all
            }
            int other = a.refAt(1);
            boolean everyone = other == (int) Guest.getStatic(vm, JdkField.MODULE_EVERYONE_MODULE);
            String pn = Guest.host(vm, a.refAt(0));
            if (!graph.contains(name)) {
                // A dynamic module (a proxy's): open to itself; the rest was added reflectively, as the JDK's code says.
                if (a.receiver() == other && descriptorHas(vm, a.receiver(), a.refAt(0))) {
                    return 1;
                }
            } else if (graph.isExportedOrOpen(name, pn, everyone ? null : moduleName(vm, other), everyone, a.booleanAt(2))) {
                return 1;
            }
            // Added reflectively (implAddExportsOrOpens): the JDK's own check of Module$ReflectionData.exports.
            return Guest.bool(reflectionData(vm) && Guest.callVirtual(vm, MODULE, "isReflectivelyExportedOrOpen",
                    "(Ljava/lang/String;Ljava/lang/Module;Z)Z", a.receiver(), a.refAt(0), a.refAt(1), a.valueAt(2)) != 0);
        });
        // An unnamed module may use every service; a named one those its descriptor declares (a JDK module's from the
        // image, a dynamic module's from its Module object) and those added since (the JDK's Module$ReflectionData.uses).
        r.bind(MODULE, "canUse", "(Ljava/lang/Class;)Z", (vm, a) -> {
            String name = moduleName(vm, a.receiver());
            ClassInfo service = JavaLangClass.cls(vm, a.refAt(0));
            if (name == null) {
                return 1;
            }
            boolean declared = graph.contains(name) ? graph.uses(name, service.javaName()) : Guest.callVirtual(vm, "java/util/Set", "contains",
                    "(Ljava/lang/Object;)Z", Guest.callVirtual(vm, "java/lang/module/ModuleDescriptor", "uses", "()Ljava/util/Set;",
                            Guest.get(vm, a.receiver(), JdkField.MODULE_DESCRIPTOR)), Guest.str(vm, service.javaName())) != 0;
            return Guest.bool(declared || reflectionData(vm) && Guest.callVirtual(vm, "java/lang/WeakPairMap", "containsKeyPair",
                    "(Ljava/lang/Object;Ljava/lang/Object;)Z", Guest.getStatic(vm, "java/lang/Module$ReflectionData", "uses"), a.receiver(),
                    a.refAt(0)) != 0);
        });
        // A named module reads what its descriptor says (ModuleGraph), and what was added reflectively
        // (Module.implAddReads, e.g. through Instrumentation.redefineModule): the JDK's own Module$ReflectionData.
        r.bind(MODULE, "canRead", "(Ljava/lang/Module;)Z", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String name = moduleName(vm, a.receiver());
            String other = moduleName(vm, a.refAt(0));
            // A dynamic module (a proxy's) reads only what was added reflectively, as the JDK's code says.
            if (name == null || a.receiver() == a.refAt(0) || other != null && graph.contains(name) && graph.reads(name, other)) {
                return 1;
            }
            return Guest.bool(readsReflectively(vm, a.receiver(), a.refAt(0), other == null));
        });
        r.bind(MODULE, "addReads0", "(Ljava/lang/Module;Ljava/lang/Module;)V", (vm, a) -> 0); // the VM's copy: canRead above
        // The Module constructor of a module defined at run time (ModuleLayer.defineModules, a proxy's dynamic module):
        // the VM keeps nothing of its own, the natives above answer from the Module object's descriptor.
        r.bind(MODULE, "defineModule0", "(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V", (vm, a) -> 0);
        // Module.implAddExportsOrOpens (addExports/addOpens of a module to itself, Instrumentation.redefineModule) as the
        // JDK's code does it, with the descriptor's facts from the image: the addition goes to Module$ReflectionData.
        Map<String, String> moduleOfPackage = graph.moduleOfPackage();
        r.bind(MODULE, "implAddExportsOrOpens", "(Ljava/lang/String;Ljava/lang/Module;ZZ)V", (vm, a) -> {
            if (a.refAt(0) == 0 || a.refAt(1) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String name = moduleName(vm, a.receiver());
            boolean dynamic = name != null && !graph.contains(name);
            if (name == null || !dynamic && graph.isOpenOrAutomatic(name)) {
                return 0;
            }
            boolean open = a.booleanAt(2);
            String pn = Guest.host(vm, a.refAt(0));
            int other = a.refAt(1);
            boolean everyone = other == (int) Guest.getStatic(vm, JdkField.MODULE_EVERYONE_MODULE);
            if (!dynamic && graph.isExportedOrOpen(name, pn, everyone ? null : moduleName(vm, other), everyone, open)
                    || reflectionData(vm) && Guest.callVirtual(vm, MODULE, "isReflectivelyExportedOrOpen",
                            "(Ljava/lang/String;Ljava/lang/Module;Z)Z", a.receiver(), a.refAt(0), other, a.valueAt(2)) != 0) {
                return 0;
            }
            if (dynamic ? !descriptorHas(vm, a.receiver(), a.refAt(0)) : !name.equals(moduleOfPackage.get(pn.replace('.', '/')))) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "package " + pn + " not in contents");
            }
            String data = "java/lang/Module$ReflectionData";
            vm.initialize(Guest.load(vm, data)); // JDK code only
            long exports = Guest.getStatic(vm, JdkField.MODULE_REFLECTION_DATA_EXPORTS);
            String pair = "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;";
            long map = Guest.callVirtual(vm, "java/lang/WeakPairMap", "get", pair, exports, a.receiver(), other);
            if (map == 0) {
                map = Guest.construct(vm, "java/util/concurrent/ConcurrentHashMap", "()V");
                Guest.callVirtual(vm, "java/lang/WeakPairMap", "put", "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
                        exports, a.receiver(), other, map);
            }
            long value = Guest.getStatic(vm, open ? JdkField.BOOLEAN_TRUE : JdkField.BOOLEAN_FALSE);
            Guest.callVirtual(vm, "java/util/Map", open ? "put" : "putIfAbsent", pair, map, a.refAt(0), value);
            return 0;
        });
        // A named module's packages are its descriptor's; an unnamed module's those its loader defined (AppLoaderPackages),
        // the boot loader's unnamed module's are not modelled.
        r.bind(MODULE, "getPackages", "()Ljava/util/Set;", (vm, a) -> {
            if (moduleName(vm, a.receiver()) == null) {
                int loader = (int) Guest.get(vm, a.receiver(), JdkField.MODULE_LOADER);
                if (loader == 0) {
                    throw new UnsupportedFeatureException("Module.getPackages of the boot loader's unnamed module");
                }
                long set = Guest.construct(vm, "java/util/HashSet", "()V");
                for (int p : ((int[]) vm.heap().get(AppLoaderPackages.packages(vm, ModuleGraph.ofJdkImage(), loader)).array).clone()) {
                    if (Guest.getField(vm, p, "module") != a.receiver()) {
                        continue; // a package of a named module the loader defines (a proxy's jdk.proxyN)
                    }
                    Guest.callVirtual(vm, "java/util/Set", "add", "(Ljava/lang/Object;)Z", set,
                            Guest.callVirtual(vm, "java/lang/Package", "getName", "()Ljava/lang/String;", p));
                }
                return set;
            }
            return Guest.callVirtual(vm, "java/lang/module/ModuleDescriptor", "packages", "()Ljava/util/Set;", descriptor(vm, a.receiver()));
        });
        // A named module's descriptor is the JDK's own parse (ModuleDescriptor.read) of its module-info in the image.
        // The unnamed module of the class path reads its loader's class path (BuiltinClassLoader.findResourceAsStream
        // with no module name); a JDK module reads its resources from the image, encapsulated (JavaLangClassResources).
        r.bind(MODULE, "getResourceAsStream", "(Ljava/lang/String;)Ljava/io/InputStream;", (vm, a) -> {
            int module = a.receiver();
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String resource = Guest.host(vm, a.refAt(0));
            String path = resource.startsWith("/") ? resource.substring(1) : resource;
            int loader = (int) Guest.get(vm, module, JdkField.MODULE_LOADER);
            String name = moduleName(vm, module);
            if (name == null && loader != 0 && loader == JavaLangClassLoader.builtin(vm, "APP_LOADER")) {
                return ClassPathResourceNatives.stream(vm, a.base(), loader, a.refAt(0));
            }
            if (name == null || !graph.contains(name)) {
                return loaderModuleResource(vm, loader, name == null, "Module.getResourceAsStream(\"" + resource + "\") of "
                        + (name == null ? "the unnamed module of a program's class loader" : "module " + name));
            }
            return JavaLangClassResources.jdkResource(vm, name, path, true);
        });
        r.bind(MODULE, "getDescriptor", "()Ljava/lang/module/ModuleDescriptor;", (vm, a) -> descriptor(vm, a.receiver()));
        // An unnamed module already reads every module, exports and opens every package to all and may use every
        // service, so Module.addReads/addExports/addOpens/addUses leave it as it is (as the JDK's own code does); on a
        // named module only the module itself may call them (JDK code), and what they would add is not modelled.
        bindAddition(r, "addReads", "(Ljava/lang/Module;)Ljava/lang/Module;", false);
        bindAddition(r, "addExports", "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Module;", true);
        bindAddition(r, "addOpens", "(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/Module;", true);
        bindAddition(r, "addUses", "(Ljava/lang/Class;)Ljava/lang/Module;", false);
        r.bind("java/lang/ModuleLayer", "boot", "()Ljava/lang/ModuleLayer;", (vm, a) -> bootLayer(vm, graph));
        r.bind("java/lang/ModuleLayer", "configuration", "()Ljava/lang/module/Configuration;", (vm, a) -> {
            long cf = Guest.get(vm, a.receiver(), JdkField.MODULE_LAYER_CF);
            if (cf == 0) {
                throw new UnsupportedFeatureException("ModuleLayer.configuration of the boot layer (the resolved module graph is not modelled)");
            }
            return cf;
        });
        // A named module's layer is the boot layer (an unnamed module has none), as on java.
        r.bind(MODULE, "getLayer", "()Ljava/lang/ModuleLayer;", (vm, a) -> {
            String name = moduleName(vm, a.receiver());
            if (name == null || !graph.contains(name)) {
                return Guest.get(vm, a.receiver(), JdkField.MODULE_LAYER); // none, or a dynamic module's (a proxy's: none)
            }
            if (!graph.bootLayer().contains(name)) {
                throw new UnsupportedFeatureException("Module.getLayer of " + name + ", a module java does not resolve by default");
            }
            return bootLayer(vm, graph);
        });
        // A module's annotations are its module-info class's: an unnamed or dynamic module has none (the JDK reads a
        // dummy class), and no JDK module's module-info has runtime-visible ones; any that had would stop as unsupported.
        r.bind(MODULE, "getAnnotation", "(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;", (vm, a) -> {
            if (a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            noAnnotations(vm, graph, a.receiver());
            return 0;
        });
        for (String method : new String[] {"getAnnotations", "getDeclaredAnnotations"}) {
            r.bind(MODULE, method, "()[Ljava/lang/annotation/Annotation;", (vm, a) -> {
                noAnnotations(vm, graph, a.receiver());
                return vm.newArray(vm.classes().arrayOf(Guest.load(vm, "java/lang/annotation/Annotation")), 0);
            });
        }
        String[][] unmodelled = {
            {"isReflectivelyExported", "(Ljava/lang/String;Ljava/lang/Module;)Z"},
            {"isReflectivelyOpened", "(Ljava/lang/String;Ljava/lang/Module;)Z"},
            {"implIsEnableNativeAccess", "()Z"},
        };
        for (String[] m : unmodelled) {
            r.bind(MODULE, m[0], m[1], (vm, a) -> {
                throw new UnsupportedFeatureException("Module." + m[0] + " (modules are modelled only for encapsulation checks)");
            });
        }
    }

    /**
     * A resource of a module defined at run time (a proxy's jdk.proxyN) or of a program loader's unnamed module, as
     * Module.getResourceAsStream finds it: its loader's findResource(moduleName, name) (for the unnamed module
     * findResource(name)), which the boot and built-in loaders answer only for the modules they define (the
     * application loader's unnamed module is the class path, answered before), and ClassLoader's own with null. A
     * loader that overrides them (a URLClassLoader, the program's code) is not modelled here: unsupported.
     */
    static long loaderModuleResource(Vm vm, int loader, boolean unnamed, String what) {
        if (loader != 0 && !vm.heap().get(loader).type.isSubtypeOf(Guest.load(vm, "jdk/internal/loader/BuiltinClassLoader"))) {
            ClassInfo classLoader = Guest.load(vm, "java/lang/ClassLoader");
            ClassInfo type = vm.heap().get(loader).type;
            MethodInfo inModule = Guest.method(classLoader, "findResource", "(Ljava/lang/String;Ljava/lang/String;)Ljava/net/URL;");
            MethodInfo inLoader = Guest.method(classLoader, "findResource", "(Ljava/lang/String;)Ljava/net/URL;");
            if (type.selectMethod(inModule).owner() != classLoader || unnamed && type.selectMethod(inLoader).owner() != classLoader) {
                throw new UnsupportedFeatureException(what + " through a class loader's own findResource");
            }
        }
        return 0;
    }

    private static void noAnnotations(Vm vm, ModuleGraph graph, int module) {
        String name = moduleName(vm, module);
        if (name != null && graph.contains(name)) {
            ClassNode node = new ClassNode();
            new ClassReader(JavaLangClassResources.read(name, "module-info.class")).accept(node, ClassReader.SKIP_CODE);
            if (node.visibleAnnotations != null && !node.visibleAnnotations.isEmpty()) {
                throw new UnsupportedFeatureException("the annotations of module " + name);
            }
        }
    }

    /** The module's descriptor (null for an unnamed module), parsed by the JDK's ModuleDescriptor.read on first use. */
    private static long descriptor(Vm vm, int module) {
        String name = moduleName(vm, module);
        long descriptor = Guest.get(vm, module, JdkField.MODULE_DESCRIPTOR);
        if (name == null || descriptor != 0) {
            return descriptor;
        }
        byte[] bytes = JavaLangClassResources.read(name, "module-info.class");
        int array = vm.newArray(vm.classes().arrayOf(vm.classes().primitive('B')), bytes.length);
        System.arraycopy(bytes, 0, (byte[]) vm.heap().get(array).array, 0, bytes.length);
        // JDK code only (the class-file parser of java.lang.module): atomic upcalls.
        long buffer = Guest.callStatic(vm, "java/nio/ByteBuffer", "wrap", "([B)Ljava/nio/ByteBuffer;", array);
        descriptor = Guest.callStatic(vm, "java/lang/module/ModuleDescriptor", "read", "(Ljava/nio/ByteBuffer;)Ljava/lang/module/ModuleDescriptor;", buffer);
        Guest.put(vm, module, JdkField.MODULE_DESCRIPTOR, descriptor);
        vm.markEscaped((int) descriptor);
        return descriptor;
    }

    /** Whether a module's descriptor has a package (a module not in the JDK image: its Module object has its descriptor). */
    private static boolean descriptorHas(Vm vm, int module, long packageName) {
        long packages = Guest.callVirtual(vm, "java/lang/module/ModuleDescriptor", "packages", "()Ljava/util/Set;", Guest.get(vm, module, JdkField.MODULE_DESCRIPTOR));
        return Guest.callVirtual(vm, "java/util/Set", "contains", "(Ljava/lang/Object;)Z", packages, packageName) != 0;
    }

    /** Whether anything was ever added reflectively to a module (Module$ReflectionData initialized). */
    private static boolean reflectionData(Vm vm) {
        return vm.isInitialized(Guest.load(vm, "java/lang/Module$ReflectionData"));
    }

    /** Module.canRead's reflective part: Module$ReflectionData.reads holds the pair, or the pair with ALL-UNNAMED or EVERYONE. */
    private static boolean readsReflectively(Vm vm, long module, long other, boolean otherUnnamed) {
        if (!reflectionData(vm)) {
            return false; // nothing was ever added
        }
        long reads = Guest.getStatic(vm, JdkField.MODULE_REFLECTION_DATA_READS);
        String contains = "containsKeyPair";
        String descriptor = "(Ljava/lang/Object;Ljava/lang/Object;)Z";
        return Guest.callVirtual(vm, "java/lang/WeakPairMap", contains, descriptor, reads, module, other) != 0
                || otherUnnamed && Guest.callVirtual(vm, "java/lang/WeakPairMap", contains, descriptor, reads, module,
                        Guest.getStatic(vm, JdkField.MODULE_ALL_UNNAMED_MODULE)) != 0
                || Guest.callVirtual(vm, "java/lang/WeakPairMap", contains, descriptor, reads, module,
                        Guest.getStatic(vm, JdkField.MODULE_EVERYONE_MODULE)) != 0;
    }

    private static void bindAddition(NativeRegistry r, String name, String descriptor, boolean packageFirst) {
        r.bind(MODULE, name, descriptor, (vm, a) -> {
            if (packageFirst && a.refAt(0) == 0) {
                throw vm.exceptions().exception("java/lang/IllegalArgumentException", "package is null");
            }
            if (a.refAt(packageFirst ? 1 : 0) == 0) {
                throw vm.exceptions().exception("java/lang/NullPointerException", null);
            }
            String module = moduleName(vm, a.receiver());
            if (module != null) {
                throw new UnsupportedFeatureException("Module." + name + " on named module " + module
                        + " (modules are modelled only for encapsulation checks)");
            }
            return a.receiver();
        });
    }

    /**
     * The Module object of a class's module; arrays belong to their element type's module, primitives to java.base, a
     * proxy class to the module its mirror names (JavaLangReflectProxy).
     */
    static long moduleOf(Vm vm, ModuleGraph graph, ClassInfo c) {
        while (c.isArray()) {
            c = c.componentType();
        }
        long recorded = c.isPrimitive() ? 0 : Guest.get(vm, c.mirrorRef(), JdkField.CLASS_MODULE);
        if (recorded != 0) {
            return recorded;
        }
        int definer = c.programDefinedBytes() == null ? 0 : (int) Guest.get(vm, c.mirrorRef(), JdkField.CLASS_CLASS_LOADER);
        if (definer != 0) {
            return Guest.get(vm, definer, JdkField.CLASS_LOADER_UNNAMED_MODULE); // the unnamed module of the program's loader that defined it
        }
        String name = c.isPrimitive() ? "java.base" : vm.moduleOf(c);
        return module(vm, graph, graph.index(name));
    }

    /**
     * ModuleLayer.boot(): made on first use (a program that never asks pays nothing at start-up) with the modules of
     * {@link ModuleGraph#bootLayer}, their names mapped to the same Module objects Class.getModule gives, and the empty
     * layer as its parent. Its configuration (the resolved graph) is not modelled: asking for it stops as unsupported.
     */
    private static long bootLayer(Vm vm, ModuleGraph graph) {
        long existing = Guest.getStatic(vm, JdkField.SYSTEM_BOOT_LAYER);
        if (existing != 0) {
            return existing;
        }
        ClassInfo layerClass = Guest.load(vm, "java/lang/ModuleLayer");
        vm.initialize(layerClass); // JDK code only (the empty layer)
        int layer = vm.newInstance(layerClass);
        long empty = Guest.getStatic(vm, JdkField.MODULE_LAYER_EMPTY_LAYER);
        Guest.put(vm, layer, JdkField.MODULE_LAYER_PARENTS, Guest.callStatic(vm, "java/util/List", "of", "(Ljava/lang/Object;)Ljava/util/List;", empty));
        int map = Guest.construct(vm, "java/util/HashMap", "()V");
        Set<String> members = graph.bootLayer();
        for (int i = 1; i < graph.size(); i++) {
            if (members.contains(graph.name(i))) {
                int module = module(vm, graph, i);
                Guest.put(vm, module, JdkField.MODULE_LAYER, layer);
                Guest.callVirtual(vm, "java/util/HashMap", "put", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", map,
                        Guest.get(vm, module, JdkField.MODULE_NAME), module);
            }
        }
        Guest.put(vm, layer, JdkField.MODULE_LAYER_NAME_TO_MODULE, Guest.callStatic(vm, "java/util/Map", "copyOf", "(Ljava/util/Map;)Ljava/util/Map;", map));
        Guest.putStatic(vm, JdkField.SYSTEM_BOOT_LAYER, layer);
        vm.markEscaped(layer); // VM data, the same whichever thread asks first, reachable from a static
        return layer;
    }

    private static int module(Vm vm, ModuleGraph graph, int index) {
        if (index == 0) {
            // The class path's classes are in the application loader's unnamed module, as ClassLoader.getUnnamedModule says.
            return (int) Guest.get(vm, JavaLangClassLoader.appLoader(vm), JdkField.CLASS_LOADER_UNNAMED_MODULE);
        }
        ClassInfo table = Guest.load(vm, TABLE);
        vm.initialize(table); // Orbit's own class, without an initializer
        int array = (int) Guest.getStatic(vm, TABLE, "modules");
        if (array == 0) {
            ClassInfo moduleClass = Guest.load(vm, MODULE);
            array = vm.newArray(vm.classes().arrayOf(moduleClass), graph.size());
            Guest.putStatic(vm, TABLE, "modules", array);
        }
        int[] modules = (int[]) vm.heap().get(array).array;
        if (modules[index] == 0) {
            ClassInfo moduleClass = Guest.load(vm, MODULE);
            vm.initialize(moduleClass); // JDK code only (its unnamed EVERYONE and ALL_UNNAMED modules)
            int module = vm.newInstance(moduleClass);
            String name = graph.name(index);
            Guest.put(vm, module, JdkField.MODULE_NAME, vm.strings().intern(name));
            String loader = graph.loaderOf(name);
            if (!loader.equals("boot")) {
                Guest.put(vm, module, JdkField.MODULE_LOADER, JavaLangClassLoader.builtin(vm, loader.equals("app") ? "APP_LOADER" : "PLATFORM_LOADER"));
            }
            modules[index] = module;
        }
        // VM data made the same whichever thread asks first, reachable from a static: shared, as statics are.
        vm.markEscaped(array);
        return modules[index];
    }

    /** The Module object of a named system module. */
    static int named(Vm vm, String name) {
        ModuleGraph graph = ModuleGraph.ofJdkImage();
        return module(vm, graph, graph.index(name));
    }

    /** How Module.toString shows a module ({@code null} is the unnamed module): "module java.base", "unnamed module @1b6d3586". */
    static String describe(Vm vm, String name) {
        if (name != null) {
            return "module " + name;
        }
        return "unnamed module @" + Integer.toHexString(vm.identityHash(module(vm, ModuleGraph.ofJdkImage(), 0)));
    }

    static String moduleName(Vm vm, int module) {
        return Guest.host(vm, Guest.get(vm, module, JdkField.MODULE_NAME));
    }
}
