package org.orbitmc.natives.jdk;

import java.util.HashMap;
import java.util.Map;

import org.orbitmc.natives.Guest;
import org.orbitmc.vm.UnsupportedFeatureException;
import org.orbitmc.vm.Vm;
import org.orbitmc.vm.classes.ClassInfo;
import org.orbitmc.vm.classes.LambdaClassNames;
import org.orbitmc.vm.classpath.ClassPath;
import org.orbitmc.vm.classpath.ModuleGraph;
import org.orbitmc.vm.natives.NativeRegistry;

/**
 * Class.getProtectionDomain0 of a class-path class: the domain java's application loader gives the classes of one
 * class-path entry ({@code SecureClassLoader.getProtectionDomain} of a {@code CodeSource} with the entry's URL,
 * {@code file:/dir/} or {@code file:/a.jar}, cached per code source by the loader itself), and a lambda's class its
 * caller's. JDK classes, and classes a program's loader defined, have none (Class.getProtectionDomain then answers
 * with its all-permission domain of no code source, as for JDK classes on java). Which entry holds a class is host
 * state, as class loading is.
 */
public final class ClassPathProtectionDomains {
    private final Map<ClassInfo, String> locations = new HashMap<>();
    private final ModuleGraph graph = ModuleGraph.ofJdkImage();

    private ClassPathProtectionDomains() {
    }

    public static void register(NativeRegistry r) {
        ClassPathProtectionDomains domains = new ClassPathProtectionDomains();
        r.bind("java/lang/Class", "getProtectionDomain0", "()Ljava/security/ProtectionDomain;",
                (vm, a) -> domains.domain(vm, JavaLangClass.cls(vm, a.receiver())));
        r.bind("java/lang/Class", "getSigners", "()[Ljava/lang/Object;", (vm, a) -> signers(vm, JavaLangClass.cls(vm, a.receiver())));
    }

    /**
     * Class.getSigners: none, as the code sources above have no code signers, for every class but one of a signed jar
     * (a manifest with entry digests), whose signers are not modelled. Class.setSigners is not bound, so a program's
     * loader cannot have given any.
     */
    private static long signers(Vm vm, ClassInfo c) {
        if (c.isArray() || c.isPrimitive() || c.isHidden() || c.programDefinedBytes() != null) {
            return 0;
        }
        ClassPath.Found found = vm.classes().classPath().find(c.name());
        if (found != null && !found.isBoot()) {
            byte[] manifest = found.source().resource("META-INF/MANIFEST.MF");
            if (manifest != null && new String(manifest, java.nio.charset.StandardCharsets.UTF_8).contains("-Digest:")) {
                throw new UnsupportedFeatureException("Class.getSigners of " + c.javaName() + ", from a signed jar");
            }
        }
        return 0;
    }

    private long domain(Vm vm, ClassInfo c) {
        if (LambdaClassNames.isLambda(c)) {
            c = vm.classes().load(LambdaClassNames.callerOf(c.name()));
        }
        if (c != null && c.programDefinedBytes() != null && !c.isHidden()) {
            // The JDK's source launcher defines every class of the source file with its loader's one domain.
            int loader = (int) Guest.getField(vm, c.mirrorRef(), "classLoader");
            if (SourceLauncherLoading.isMemoryLoader(vm, loader)) {
                return Guest.getField(vm, loader, "domain");
            }
        }
        if (c != null && c.programDefinedBytes() != null && !c.isHidden()
                && (c.superClass() == null || !c.superClass().name().equals("java/lang/reflect/Proxy"))) {
            // java keeps the domain given to defineClass (or the loader's default one); Orbit does not keep it. A proxy
            // class has none, as on java.
            throw new UnsupportedFeatureException("Class.getProtectionDomain of " + c.javaName() + ", a class a program's loader defined");
        }
        if (c == null || c.isArray() || c.isPrimitive() || c.isHidden() || c.programDefinedBytes() != null
                || !JavaLangClassLoader.definingLoader(vm, graph, c).equals("app")) {
            return 0;
        }
        String location = locations.computeIfAbsent(c, k -> location(vm, k));
        if (location == null) {
            return 0;
        }
        int url = Guest.construct(vm, "java/net/URL", "(Ljava/lang/String;)V", Guest.str(vm, location));
        int codeSource = Guest.construct(vm, "java/security/CodeSource", "(Ljava/net/URL;[Ljava/security/CodeSigner;)V", url, 0);
        return Guest.callVirtual(vm, "java/security/SecureClassLoader", "getProtectionDomain",
                "(Ljava/security/CodeSource;)Ljava/security/ProtectionDomain;", JavaLangClassLoader.appLoader(vm), codeSource);
    }

    /** The URL of the class-path entry the class was loaded from, as URLClassPath names it; null if none. */
    private static String location(Vm vm, ClassInfo c) {
        ClassPath.Found found = vm.classes().classPath().find(c.name());
        String root = found == null || found.isBoot() ? null : found.source().resourceUrl("");
        if (root == null) {
            return null;
        }
        return root.startsWith("jar:") ? root.substring(4, root.length() - 2) : root;
    }
}
