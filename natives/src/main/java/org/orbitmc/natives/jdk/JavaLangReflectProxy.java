package org.orbitmc.natives.jdk;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.Opcodes;
import org.orbitmc.natives.Guest;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.MethodInfo;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * java.lang.reflect.Proxy: {@code Proxy.getProxyConstructor} (behind newProxyInstance and getProxyClass) and
 * {@code ProxyBuilder.isProxyClass} are replaced, since the JDK's ProxyBuilder keeps its proxy classes per class
 * loader and puts those of public interfaces in dynamic modules, neither of which Orbit models. The interfaces are
 * checked with the JDK's messages, the class is generated once per list of interfaces ({@link ProxyClassGenerator})
 * and defined in the VM, and its constructor returned accessible, as ProxyBuilder.build does. Proxy classes are
 * named as HotSpot names them: {@code pkg.$ProxyN} for a non-public interface's package, else
 * {@code jdk.proxyK.$ProxyN}, N counting proxy classes and K the dynamic modules, one per class loader. Like class loading, the classes and their numbers are
 * host state shared by every path of a search: the names are HotSpot's in the order the first path created them.
 * Proxy classes report the unnamed module.
 */
public final class JavaLangReflectProxy {
    private final Map<List<ClassInfo>, ClassInfo> classes = new HashMap<>();
    private final Set<ClassInfo> proxyClasses = new HashSet<>();
    private final Map<Integer, Integer> dynamicModules = new HashMap<>();
    private final AnnotationData annotations;
    private long nextUniqueNumber;

    private JavaLangReflectProxy(AnnotationData annotations) {
        this.annotations = annotations;
    }

    public static void register(NativeRegistry r, AnnotationData annotations) {
        JavaLangReflectProxy proxies = new JavaLangReflectProxy(annotations);
        r.bind("java/lang/reflect/Proxy", "getProxyConstructor",
                "(Ljava/lang/Class;Ljava/lang/ClassLoader;[Ljava/lang/Class;)Ljava/lang/reflect/Constructor;",
                (vm, a, b) -> proxies.constructor(vm, (int) a[b + 1], (int) a[b + 2]));
        r.bind("java/lang/reflect/Proxy$ProxyBuilder", "isProxyClass", "(Ljava/lang/Class;)Z",
                (vm, a, b) -> proxies.proxyClasses.contains(JavaLangClass.cls(vm, a[b])) ? 1 : 0);
        r.bind("java/lang/reflect/Proxy", "invokeDefault", INVOKE_DEFAULT, (vm, a, b) -> proxies.invokeDefault(vm, b, (int) a[b], (int) a[b + 1]));
    }

    private static final String INVOKE_DEFAULT = "(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/Object;";

    /**
     * InvocationHandler.invokeDefault: the JDK's checks with its messages (a proxy, a default method, one of the
     * proxy's interfaces is or inherits its declaring interface and does not override it), then the default method runs, as the JDK's
     * {@code findSpecial} handle runs it, from the guest ReflectiveCalls.invokeDefault: what it throws is not wrapped.
     */
    private long invokeDefault(Vm vm, int base, int proxy, int method) {
        if (proxy == 0 || method == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        ClassInfo proxyClass = vm.heap().get(proxy).type;
        if (!proxyClasses.contains(proxyClass)) {
            throw illegal(vm, "'proxy' is not a proxy instance");
        }
        MethodInfo m = JavaLangReflectExecutable.member(vm, method);
        ClassInfo declaring = m.owner();
        if (!declaring.isInterface() || m.isAbstract() || m.isStatic() || (m.access() & Opcodes.ACC_PUBLIC) == 0) {
            throw illegal(vm, "\"" + Guest.host(vm, Guest.callVirtual(vm, "java/lang/reflect/Method", "toString", "()Ljava/lang/String;", method))
                    + "\" is not a default method");
        }
        // Proxy.findProxyInterfaceOrElseThrow: a proxy interface that is, or inherits without overriding, the declaring one
        boolean overridden = false;
        for (ClassInfo i : proxyClass.interfaces()) {
            if (i == declaring) {
                overridden = false;
                break;
            }
            if (i.isSubtypeOf(declaring)) {
                MethodInfo resolved = i.findMethod(m.name(), m.descriptor());
                if (resolved == m) {
                    overridden = false;
                    break;
                }
                overridden = true;
            }
        }
        if (!proxyClass.isSubtypeOf(declaring) || overridden) {
            throw illegal(vm, "\"" + Guest.host(vm, Guest.callVirtual(vm, "java/lang/reflect/Method", "toString", "()Ljava/lang/String;", method))
                    + (overridden ? "\" is overridden directly or indirectly by the proxy interfaces" : "\" is not a method declared in the proxy class"));
        }
        throw vm.continueIn(base, Guest.method(Guest.load(vm, JdkInternalReflectAccessors.CALLS), "invokeDefault", INVOKE_DEFAULT));
    }

    private long constructor(Vm vm, int loader, int interfaceArray) {
        if (interfaceArray == 0) {
            throw vm.exceptions().exception("java/lang/NullPointerException", null);
        }
        List<ClassInfo> interfaces = new ArrayList<>();
        for (int mirror : ((int[]) vm.heap().get(interfaceArray).array).clone()) {
            ClassInfo i = JavaLangClass.cls(vm, mirror);
            ensureVisible(vm, loader, i);
            if (!i.isInterface()) {
                throw illegal(vm, i.javaName() + " is not an interface");
            }
            if (i.isHidden()) {
                throw illegal(vm, i.javaName() + " is a hidden interface");
            }
            if (interfaces.contains(i)) {
                throw illegal(vm, "repeated interface: " + i.javaName());
            }
            interfaces.add(i);
        }
        if (interfaces.size() > 65535) {
            throw illegal(vm, "interface limit exceeded: " + interfaces.size());
        }
        for (ClassInfo i : interfaces) {
            for (ClassInfo declaring : withSuperinterfaces(i)) {
                for (MethodInfo m : declaring.declaredMethods()) {
                    if (!m.isStatic() && (m.access() & Opcodes.ACC_PUBLIC) != 0 && !m.name().startsWith("<")) {
                        for (org.objectweb.asm.Type t : org.objectweb.asm.Type.getArgumentTypes(m.descriptor())) {
                            ensureVisible(vm, loader, vm.classes().forDescriptor(t.getDescriptor()));
                        }
                        String ret = org.objectweb.asm.Type.getReturnType(m.descriptor()).getDescriptor();
                        ensureVisible(vm, loader, ret.equals("V") ? null : vm.classes().forDescriptor(ret));
                    }
                }
            }
        }
        ClassInfo proxy = classes.get(interfaces);
        if (proxy == null) {
            String incompatible = ProxyClassGenerator.incompatibleReturnTypes(interfaces, vm.classes()::forDescriptor);
            if (incompatible != null) {
                throw illegal(vm, incompatible);
            }
            proxy = define(vm, loader, interfaces);
            classes.put(List.copyOf(interfaces), proxy);
            proxyClasses.add(proxy);
        }
        MethodInfo[] methods = proxy.declaredMethods();
        for (int slot = 0; slot < methods.length; slot++) {
            if (methods[slot].name().equals("<init>")) {
                int constructor = JavaLangReflectExecutable.constructor(vm, proxy.mirrorRef(), slot, annotations.of(proxy));
                Guest.putField(vm, constructor, "override", 1);
                return constructor;
            }
        }
        throw new IllegalStateException("a generated proxy class without a constructor");
    }

    private static List<ClassInfo> withSuperinterfaces(ClassInfo i) {
        List<ClassInfo> all = new ArrayList<>();
        all.add(i);
        all.addAll(i.allInterfaces());
        return all;
    }

    /**
     * ProxyBuilder.ensureVisible: the loader must resolve the class's name to the class itself, which it does when the
     * class's defining loader is the boot loader, the loader itself or one of its parents.
     */
    private static void ensureVisible(Vm vm, int loader, ClassInfo c) {
        while (c != null && c.isArray()) {
            c = c.componentType();
        }
        if (c == null || c.isPrimitive()) {
            return;
        }
        int defining = (int) Guest.getField(vm, c.mirrorRef(), "classLoader");
        for (int l = loader; defining != 0; l = (int) Guest.getField(vm, l, "parent")) {
            if (l == defining) {
                return;
            }
            if (l == 0) {
                if (loader != 0) {
                    throw new org.orbitmc.vm.UnsupportedFeatureException("a proxy of " + c.javaName() + " for a class loader that does not delegate to its loader");
                }
                throw illegal(vm, c.javaName() + " referenced from a method is not visible from class loader: null");
            }
        }
    }

    private ClassInfo define(Vm vm, int loader, List<ClassInfo> interfaces) {
        String packageName = null;
        for (ClassInfo i : interfaces) {
            int access = JavaLangClass.modifiersOf(i);
            if ((access & Opcodes.ACC_PUBLIC) == 0) {
                String p = i.name().lastIndexOf('/') < 0 ? "" : i.name().substring(0, i.name().lastIndexOf('/'));
                if (packageName != null && !packageName.equals(p)) {
                    throw illegal(vm, "non-public interfaces from different packages");
                }
                packageName = p;
            }
        }
        boolean isPublic = packageName == null;
        if (isPublic) {
            int module = dynamicModules.computeIfAbsent(loader, k -> dynamicModules.size() + 1);
            packageName = "jdk/proxy" + module;
        }
        String name = (packageName.isEmpty() ? "" : packageName + "/") + "$Proxy" + nextUniqueNumber++;
        return vm.classes().define(name, ProxyClassGenerator.generate(name, isPublic, interfaces), "a dynamic proxy");
    }

    private static RuntimeException illegal(Vm vm, String message) {
        return vm.exceptions().exception("java/lang/IllegalArgumentException", message);
    }
}
